import { stem } from "../../text/stem.js";

/**
 * Subjects that projects are about, each with the words that name its parts: "the caterer
 * wants numbers" belongs to "Wedding in September" though they share no word, and the offline
 * word vectors put caterer and wedding far apart (cosine 0.28). Written from general knowledge
 * of what such projects involve, with only unambiguous entries: no "book", "run", "pack",
 * "lead", "talk" or "data", and "seed" only inside "seed round" (its stem would meet "seeds").
 * Entries are comma-separated; a multi-word entry matches only as consecutive stems. An entry
 * marked "~" is a common word that often names something outside any project ("birthday",
 * "oven", "running"): it counts half, so alone it does not attach a thought.
 */
const TOPICS: Record<string, string> = {
  wedding: "sangeet, mehndi, haldi, baraat, dj, wedding, married, rehearsal dinner, bride, groom, bridesmaid, bridesmaids, best man, best woman, man of honour, groomsmen, groomsman, ushers, flower girl, page boy, stag do, hen party, cocktail masterclass, cocktail class, party bus, ~minibus, ~limo, bachelorette, bachelor party, standesamt, registry office, maid of honour, stag, hen do, vows, ~reception, caterer, catering, florist, bouquet, guest list, seating plan, rsvp, invitations, wedding dress, ~rings, honeymoon, photographer, officiant, registrar, marquee, ~engagement, ~speech, ~toast, first dance, mehendi, mehandi, speech, speeches, cake tasting, menu tasting, two-tier, three-tier, tiered cake",
  celebration: "christening gown, baptism, godparent, godparents, godmother, godfather, vicar, priest, font, naming ceremony, function room, private room, ~menu, ~restaurant, ~party, ~birthday, ~anniversary, ~celebration, ~surprise, balloons, ~decorations, bunting, goodie bags, party bags, bouncy castle, photo booth, slideshow, christening, baby shower, ~retirement, ~reunion, ~cake, caterer, catering, ~invites, ~invitations, guest list, ~venue, dj, playlist, 18th, 21st, 30th, 40th, 50th, 60th, 70th, 80th, 90th, back room, village hall, church hall, parish hall, community hall, scout hut, hall hire, end of season, presentation night, awards night, trophies, trophy",
  kitchen: "~shutters, ~chimney, ~kitchen, worktop, countertop, ~cabinets, ~cupboards, splashback, backsplash, ~hob, ~oven, extractor, ~sink, kitchen island, ~appliances, benchtop, benchtops, templated",
  // links75: "mixer tap", not "mixer" alone, which names a baker's stand mixer, a DJ's or a sound desk as often (60th and
  // 56th read halves, parent-tune).
  bathroom: "~bathroom, ensuite, ~shower, ~bath, ~toilet, ~loo, vanity, basin, ~tap, mixer tap, tiles, tiling, tiler, grout, ~extractor, towel rail",
  building: "renovate, renovating, renovated, renovations, interior designer, interiors, false ceiling, modular kitchen, wardrobes, granite, marble, waterproofing, db box, fuse board, fuse box, 3d views, 3d renders, floor plan, vastu, pooja room, civil work, knock through, knocking through, knock-through, load-bearing, steel beam, rsj, renovation, reno, remodel, refurb, refit, extension, conversion, ~builder, ~contractor, tradie, architect, structural engineer, planning permission, planning officer, permit, drawings, joists, beam, rafters, plaster, plasterer, drywall, skirting, ~flooring, floorboards, scaffolding, skip, ~insulation, ~damp, rewire, electrician, sparky, plumber, ~quote, building control, footings, soakaway, bifold doors, bifolds, lintel, party wall",
  roof: "roof, roofer, roofing, gutters, guttering, rafters, slates, roof felt, chimney, scaffolding, flashing, thatch, thatcher, thatching",
  loft: "loft, attic, skylight, velux, dormer, joists, hatch, insulation, loft boards",
  garden: "~garden, allotment, veg, veggie, veg patch, veggie patch, vegetable, seedlings, compost, raised beds, soil, ~planting, weeding, weeds, ~lawn, turf, slugs, greenhouse, polytunnel, pond, ~hedge, pruning, ~tomatoes, lettuce, ~herbs, water butt, netting, mulch, ~shed, ~decking, ~patio, ~fence, seed potatoes, chitting, broad beans, sowing, decking",
  moving: "letting agent, letting agency, lettings, one-bed, two-bed, three-bed, 1-bed, 2-bed, 3-bed, ~viewing, ~viewings, flat hunting, rental listings, daft, rightmove, zoopla, packers, movers, packers and movers, removalist, removalists, removal company, moving truck, moving day, u-haul, uhaul, storage unit, ~shift, ~shifting, ~move, ~moving, movers, removal, removals, removal van, ~boxes, ~packing, ~unpacking, new address, redirect, forward the post, relocation, relocate, tenancy, rental agreement, lease agreement, new landlord, ~landlord, van hire, hire a van, rent a van, man with a van",
  home_buying: "mortgage broker, broker, payslips, deposit, searches, exchange contracts, completion date, chain, survey, first house, new house, buy a property, house purchase, mortgage, conveyancer, conveyancing, solicitor, surveyor, house survey, viewing, viewings, estate agent, realtor, stamp duty, valuation, appraisal, pre-approval, preapproval, offer accepted, bhk, condo, house hunting, buy a house, buying a house, buy a flat, buy a home, first home, sell the house, selling the house, sell our house, house sale, find a flat, find a house, remortgage, remortgaging, lender, mortgage lender, building society, fixed rate, mortgage offer, valuer, home loan, housing loan, loan sanction, encumbrance certificate, sub-registrar, sale deed, title deed, property papers",
  travel: "offsite, off-site, retreat, away day, ryokan, guesthouse, b&b, jr pass, travel insurance, ~currency, ~sightseeing, ~museums, ~temples, ~itinerary, ~train tickets, ~ferry tickets, ~phrasebook, ~jet lag, cabin, chalet, lodge, ~cottage, glamping, ~trip, ~holiday, ~vacation, ~travel, ~flights, ~flight, ~hotel, hostel, airbnb, itinerary, ~passport, visa, ~luggage, ~suitcase, ferry, rail pass, car hire, rental car, sunscreen, adapters, excursion, ~tour, resort, cruise, road trip, campsite, tent",
  running: "marathon, half marathon, ~10k, ~5k, ~race, ~running, long run, tempo, intervals, training plan, parkrun, shin splints, gels, ~trainers, running shoes, running vest, ~pace, taper, triathlon, ironman",
  rehab: "operation, implant, implants, walker, commode, wheelchair, discharge summary, ~discharge, anaesthetist, anesthetist, anaesthesia, anesthesia, ortho, orthopaedic, orthopedic, pre-op, ~hospital, physio, physiotherapist, rehab, surgery, post-op, surgeon, crutches, stitches, acl, cartilage, meniscus, hip replacement, knee replacement, ~recovery, ~recover, impact work, ~knee, ~ankle, ~shoulder, ~injury, swelling, ~exercises, ~squats, ~stretches, ~strength, ~my back, back pain, bad back, sciatica, slipped disc, chiropractor, osteopath",
  pets: "crate, crate training, vaccine, vaccines, vaccination, jabs, booster, microchip, worming, flea, neuter, spay, kibble, dog food, dog bed, groomer, ~puppy, ~kitten, dog walker, adoption, adopt, rescue, greyhound, breeder, kennel, ~cat litter",
  pet_training: "puppy class, puppy classes, obedience, recall training, clicker, dog trainer, training treats, ~leash, ~heel",
  hiring: "portfolio, portfolios, onsite interview, hiring manager, headcount, hire, hiring, recruit, recruitment, candidates, candidate, shortlist, shortlisted, interview, interviews, cv, cvs, resume, resumes, references, offer letter, job ad, job description, applicants, new starter, take home test",
  funding: "funding, fundraise, fundraising, investors, investor, pitch deck, term sheet, valuation, due diligence, data room, vc, angel, cap table, seed round",
  course_product: "online course, landing page, sales page, modules, module, curriculum, students, enrolment, enrollment, workbook, recorded, recording, editing",
  website: "~website, ~site, landing page, homepage, wireframes, wireframe, mockups, seo, domain, hosting, dns, beta, checkout, ux, ~developer, ~dev, ~devs, ~copy, copywriter, copywriting, web address, domain name, booking app, online booking, booking page, booking system",
  brand: "rebrand, brand, branding, logo, logos, colours, colors, typography, fonts, style guide, brand guidelines, identity",
  shop: "~shop, stall, ~market, etsy, shopify, ~orders, ~stock, inventory, ~supplier, ~suppliers, wholesale, wholesaler, packaging, labels, jars, wax, glaze, kiln, listings, ~customers, ~products, craft fair, pitch fee, candles, soaps, delivery zones, delivery slots, delivery charges, ordering page, order page, product photos, product shots, product photography",
  event: "av, a/v, lanyards, lanyard, name badges, badges, registration desk, breakout rooms, breakout, delegates, attendees, sponsors, sponsor, swag, run of show, projector, signage, ~venue, ~catering, speak at, speaking at, give a talk, talk at, ~speaker, conference, slides, presentation, keynote, offsite, away day, agenda, speakers, expo, trade show, booth, hackathon, summit, meetup, dry run",
  podcast: "podcast, episode, episodes, ~guest, ~guests, mics, mic, microphone, microphones, ~audio, ~youtube, ~channel, ~video, ~camera",
  community: "food bank, tins, donations, soup kitchen, ~volunteer, ~volunteering, ~sorting, collection point, christmas market, christmas fair, school fair, summer fair, winter fair, mulled wine, glühwein, stall, ~fair, fete, raffle, ~prizes, tombola, ~volunteers, bake sale, cake stall, fundraiser, pta, ~church, street party, bonfire, litter pick, working bee, lantern walk, hospice, bazaar, jumble sale",
  care: "care home, carer, carers, care worker, nursing home, sheltered housing, assisted living, grab rails, ramp, mobility, respite, dementia, power of attorney, care plan, matron",
  tax: "~tax, tax return, self assessment, hmrc, cra, irs, p60, p45, t4, ~receipts, accountant, deductions, ~filing",
  budget: "~budget, ~savings, debt, debts, credit cards, direct debits, subscriptions, ~spending",
  car: "car, vehicle, test drive, test drove, dealer, dealership, trade in, hybrid, electric car, ev, mot, tyres, tires, scooter, scooty, moped, motorbike, motorcycle, test ride, brakes, mileage",
  baby: "~baby, nursery, cot, crib, pram, buggy, car seat, changing table, nappies, diapers, maternity, paternity, midwife",
  language: "french, spanish, italian, german, japanese, mandarin, portuguese, language, duolingo, vocabulary, grammar, tutor, verbs, passé composé, irish, gaelic, welsh, korean, arabic, hindi, dutch, greek, russian, polish, swedish, norwegian, turkish, cantonese",
  music: "piano, guitar, violin, ukulele, cello, ~drums, recital, sheet music",
  migration: "migration, migrate, ~database, cutover, ~servers, ~server, ~cloud, aws, ~backups, ~api, integration, legacy",
  reading: "book club, reading list, ~novel, ~novels, ~author, ~chapters",
  kids_activities: "~camp, summer camp, sleeping bag, kit list, ~uniform, swimming lessons, ~football, scouts, cubs, brownies",
  office_setup: "home office, ~desk, office chair, ~monitor, ~monitors, monitor arm, ethernet, ~wifi, ~router, webcam, standing desk",
  clearout: "declutter, clear-out, clearout, ~garage, skip, tip run, charity shop, ~storage, ~shelving, racking",
  home_upkeep: "winterize, winterise, ~gutters, furnace, ~boiler, ~radiators, chimney sweep, draught, draughts, weatherstrip, storm windows, snow tyres",
  plumbing: "plumbing, plumber, ~leak, ~leaks, ~leaking, ~pipe, ~pipes, ~drain, ~drains, ~toilet, ~boiler, water heater, sump pump, ~damp, ~flooding",
  client_onboarding: "onboarding, intake form, welcome pack, welcome email, kickoff call, kickoff template, client questionnaire",
  boat: "boat, sailboat, yacht, dinghy, hull, keel, mast, sails, rigging, antifouling, fibreglass, fiberglass, gelcoat, resin, marina, mooring, outboard, tiller, bilge, ~deck",
  christmas: "christmas, xmas, advent, advent calendar, advent calendars, stocking, stockings, christmas tree, fairy lights, mince pies, secret santa, christmas cards, wrapping paper, ~presents, ~gifts, nativity, crackers, ~turkey, yule, carol, carols, carol service, carol night, carol concert, carol singing, christmas cake, plum cake, fruit cake, mixed peel, candied peel, raisins, sultanas, tutti frutti, marzipan",
  research: "~research, user research, customer research, stakeholder interviews, user interviews, customer interviews, usability, usability testing, personas, ~survey, ~insights, journey map, discovery",
  spreadsheets: "excel, spreadsheet, spreadsheets, pivot table, pivot tables, vlookup, xlookup, lookups, formulas, macros, power bi, google sheets",
  study_application: "grad school, graduate school, masters, phd, apply to university, university application, college application, mba, gmat, gre, ielts, toefl, ucas, personal statement, statement of purpose, recommendation letter, letters of recommendation, reference letter, admissions, application fee, scholarship, transcripts, open day, campus visit, entrance exam, interview slot, offer holder, deferral",
  citizenship: "citizenship, naturalisation, naturalization, biometric, biometrics, proof of address, residence permit, green card, passport photos, oath ceremony, immigration, life in the uk test, citizenship test, ~visa, settled status, permanent residency, pr card, b1, b1 certificate, language certificate, integration course, einbürgerungstest",
  launch: "press release, embargo, press kit, media list, journalists, announcement, go-live, go live, launch date, release notes, beta testers, waitlist, product hunt, teaser, ~launch",
  writing_book: "memoir, cookbook, write a book, book deal, manuscript, ~chapter, ~chapters, editor, publisher, book proposal, literary agent, proofs, ~recipe, ~recipes, recipe testing, ~photoshoot, foreword, word count, first draft, index, typesetting, isbn",
  report: "quarterly, q1, q2, q3, q4, chart, charts, churn, metrics, kpis, board pack, dashboard",
  // Ninth round: more kinds of life and work projects, from general knowledge of what each involves.
  adoption: "adoption, adopting a child, adoption agency, foster, fostering, foster carer, social worker, home study, adoption panel, matching panel, placement order, birth parents, life story book",
  thesis: "thesis, dissertation, phd, doctorate, viva, lit review, literature review, ethics approval, ethics form, fieldwork, examiner, bibliography, ~supervisor, ~chapter, ~chapters, ~citations, ~corrections, ~transcripts, ethics committee, ethics board, irb",
  music_production: "recording studio, home studio, audio interface, acoustic panels, acoustic foam, foam panels, soundproofing, vocal booth, mixing desk, mastering, daw, ableton, logic pro, pro tools, studio monitors, condenser mic, pop filter, midi keyboard, ~plugins, live room, control room, isolation booth, iso booth, machine room, floating floor, room within a room, bass traps, bass trap, acoustician, acoustic treatment, rockwool, diffusers, patchbay, patch bay, ~monitors, monitor stands",
  // Twenty-third round: making a record, from general knowledge of what it involves.
  record: "album, ~ep, tracklist, track listing, sleeve, sleeve notes, cover art, vinyl, test pressing, stems, mixdown, ~mixes, overdub, overdubs, vocal comp, comping, re-amp, re-amping, reamp, reamping, ~takes, mastering, mastering engineer, radio edit, record label, ~label, bassist, drummer, guitarist, keyboard player, session musician, session player, ~producer, click track, ~fills, pitchy, autotune, ~clipping, ~snare, kick drum, ~vocals, ~harmonies, ~songs, ~tunes, ~track, ~tracks, ~single",
  crm: "crm, hubspot, salesforce, pipedrive, zoho, dedupe, deduping, deduplicate, deduplication, contact import, sales pipeline",
  charity_event: "gala, charity gala, silent auction, auction lots, auction, raffle, raffle prizes, tombola, fundraiser, charity dinner, table plan, ticket sales, ~prizes, ~sponsors, ~donations",
  ceremony: "thread ceremony, upanayanam, janeu, bar mitzvah, bat mitzvah, first communion, confirmation class, naming ceremony, mundan, aqiqah, annaprashan, pandit, pooja, puja, havan, mandap, rabbi, imam, gurdwara, synagogue, ~priest, ~temple, ~caterer, ~guest count",
  basement: "basement, cellar, tanking, damp proofing, damp-proofing, dehumidifier, sump pump, waterproofing, damp membrane, lightwell, egress window, ~damp",
  separation: "divorce, separation, separating, mediator, mediation, custody, child arrangements, consent order, decree, financial disclosure, family lawyer, co-parenting, parenting plan",
  app_release: "app store, play store, testflight, app review, release candidate, beta build, crash reports, crashlytics, sign-in screen, login screen, push notifications, ios, android, apk, ~release, ~version, ~build",
  job_search: "cv, resume, résumé, cover letter, job application, job applications, job hunt, job hunting, job board, linkedin, headhunter, interview prep, notice period, offer letter, job offer, ~recruiter, ~references, job openings, openings, vacancy, vacancies, oet, osce, nmc, ~job, ~jobs, cbt, test of competence",
  driving: "driving lessons, driving lesson, driving instructor, theory test, practical test, driving test, l plates, learner permit, road test, parallel parking, mock test, ~instructor",
  decorating: "decorator, primer, undercoat, emulsion, gloss, masking tape, dust sheets, wallpaper, wallpapering, filler, tester pots, colour chart, swatches, ~paint, ~painting, ~roller, ~brushes, ~sanding, primed, priming, topcoat, top coat, masonry paint, exterior paint",
  // Twenty-sixth round: shipping a software release, a school admission and a building's lift, from general knowledge.
  software_release: "~release, release notes, go-live, go live, uat, user acceptance testing, regression, regression suite, regression testing, smoke test, staging, code freeze, hotfix, rollback, rollback plan, deployment, ~deploy, pen test, vapt, security audit, ~blockers, ~bugs, sprint demo, sprint review, ~prod, test cases, test summary, cutover, release train",
  school_admission: "admission, admissions, admission form, admission fee, ~interaction, donation seat, capitation fee, entrance test, transfer certificate, leaving certificate, birth certificate, class 1, grade 1, kindergarten, playschool, nursery admission, school admission, donation",
  lift: "lift, lifts, elevator, elevators, amc, ~cabin, otis, kone, schindler, thyssenkrupp, johnson lifts",
  fitness: "personal trainer, pt session, deadlifts, bench press, protein shake, macros, calories, weigh-in, body fat, meal prep, cardio, hiit, spin class, ~gym, ~weights, ~squats",
  // Round par28: a page's social media, an audit, a licence, a course of study and its exams, bookkeeping, knitting
  // and a food truck, from general knowledge of what each involves.
  social_media: "instagram, insta, reels, followers, hashtags, tiktok, canva, ~logo, ~posts, content calendar",
  audit: "audit, auditor, auditors, assessor, assessors, inspection, inspector, inspectors, accreditation, compliance, ~checklist, ~logs, ~register, nabh, cqc, ofsted, mock inspection",
  licensing: "licence, license, licensing, permit, food safety, food hygiene, hygiene rating, environmental health, fssai, foscos, registration number, trade licence",
  studying: "degree, top-up, lecture, lectures, lecturer, textbook, textbooks, coursework, assignment, assignments, seminar, semester, ~essay, ~library, uni, university, halls of residence, halls, student accommodation, student finance, student loan, freshers",
  exams: "~exam, ~exams, examiner, examiners, past papers, mark sheets, marking scheme, leaving cert, junior cert, gcse, gcses, a levels, mock exams, mocks, grinds, revision, national 5, national 5s, highers, advanced highers, sqa",
  bookkeeping: "bookkeeping, bookkeeper, invoicing, invoices, invoice, accounting software, xero, quickbooks, sage, lexoffice, datev, ledger, ~receipts",
  knitting: "yarn, wool, knitting, knit, crochet, skein, skeins, mitts, mittens, stitch markers",
  baking: "baking, bake, cake decorating, cake turntable, turntable, turntables, piping bag, piping bags, piping nozzles, fondant, buttercream, ganache, sugarcraft, cake boards, cake tins, ~tins, sponge, ~oven",
  weight_loss: "lose weight, losing weight, weight loss, lose a stone, lose two stone, lose half a stone, slimming, slimming world, weight watchers, weigh-in, calorie, calories, ~diet, ~pound, ~pounds, ~lbs, ~kilos, ~biscuits, ~chocolate, ~takeaway, ~takeaways, ~porridge",
  food_truck: "food truck, step van, commissary, commissary kitchen, serving hatch",
};

/**
 * Rooms and trades a whole-home renovation covers: "grout for the bathrooms" belongs to "Renovate the
 * flat", though not to "Kitchen renovation", which names its own room.
 */
const PART_OF: Readonly<Record<string, string>> = { kitchen: "building", bathroom: "building", decorating: "building", plumbing: "building", roof: "building" };

/**
 * Topics too broad to tie a thought to a project on their own (a conference is not the
 * offsite, a chart not the board pack): they count only with two entries.
 */
const WEAK_TOPICS: ReadonlySet<string> = new Set(["event", "report", "budget", "car"]);

function stemsOf(text: string): string[] {
  return (text.toLowerCase().replace(/[’']s\b/g, "").match(/[\p{L}\p{N}]+/gu) ?? []).map(stem);
}

interface Entry {
  /** One stem, or a phrase's stems. */
  stems: string[];
  weak: boolean;
}

interface Topic {
  name: string;
  entries: Entry[];
}

const COMPILED: Topic[] = Object.entries(TOPICS).map(([name, list]) => ({
  name,
  entries: list
    .split(",")
    .map((raw) => raw.trim())
    .map((e) => ({ stems: stemsOf(e.replace(/^~/, "")), weak: e.startsWith("~") }))
    .filter((e) => e.stems.length > 0),
}));
const WEAK_ENTRY_WEIGHT = 0.5;

function contains(stems: string[], entry: string[]): boolean {
  if (entry.length === 1) return stems.includes(entry[0]!);
  outer: for (let i = 0; i + entry.length <= stems.length; i++) {
    for (let j = 0; j < entry.length; j++) if (stems[i + j] !== entry[j]) continue outer;
    return true;
  }
  return false;
}

/** The topics a text touches, each with the entries found (joined stems, e.g. "guest list"; "~" marks a weak one). */
export function topicsOf(text: string): Map<string, string[]> {
  const stems = stemsOf(text);
  const out = new Map<string, string[]>();
  for (const topic of COMPILED) {
    const found = topic.entries.filter((e) => contains(stems, e.stems)).map((e) => (e.weak ? "~" : "") + e.stems.join(" "));
    if (found.length) out.set(topic.name, found);
  }
  return out;
}

/**
 * How strongly a thought's topics meet a project's: for each topic both touch, the weight of the
 * thought's entries in it that the project text does not itself contain (a shared word is
 * already counted by the word overlap; a weak entry counts half), capped at 2.
 */
export function topicScore(thought: Map<string, string[]>, project: Map<string, string[]>, options: { ownHomeWorks?: boolean } = {}): { score: number; topics: string[] } {
  let score = 0;
  const topics: string[] = [];
  const plain = (w: string) => w.replace(/^~/, "");
  for (const [name, words] of thought) {
    const whole = PART_OF[name];
    const inWhole = whole && project.has(whole) && !Object.entries(PART_OF).some(([part, of]) => of === whole && project.has(part));
    // Through the whole, a room's own word is needed ("grout"), not only its common ones ("kitchen", "cabinets").
    // The other way round (links65): a whole-works word ("the permit", "drawings from an engineer") belongs to a project on
    // one of its rooms or trades ("Roof the veranda", "Second oven room"), when the project names no whole itself.
    const inPart = !whole && !project.has(name) && Object.entries(PART_OF).some(([part, of]) => of === name && project.has(part));
    // Round 75 (links75): whole works on the user's own home named by the project's title ("Renovate the Baner flat"),
    // with no room of its own, are what a room's common word is about ("the kitchen shutters", "the kitchen window
    // sizes"): those words count there, and in full (parent-links75.ts).
    // Rooms only: a trade's common word ("a leak", "the paint") names jobs outside any works as often.
    const roomOfHome = !!inWhole && options.ownHomeWorks === true && (name === "kitchen" || name === "bathroom");
    const inProject = (project.get(name) ?? ((inWhole || inPart) && (roomOfHome || words.some((w) => !w.startsWith("~"))) ? [] : undefined))?.map(plain);
    if (!inProject) continue;
    const fresh = words.filter((w) => !inProject.includes(plain(w)));
    if (!fresh.length || (WEAK_TOPICS.has(name) && fresh.length < 2)) continue;
    const weight = fresh.reduce((sum, w) => sum + (w.startsWith("~") && !roomOfHome ? WEAK_ENTRY_WEIGHT : 1), 0);
    score += Math.min(weight, 2);
    topics.push(name);
  }
  return { score, topics };
}

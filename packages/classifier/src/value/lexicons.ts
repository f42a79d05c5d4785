/**
 * Industry lexicons for the commercial-value estimate.
 *
 * Each tier's value is a rough figure, in US dollars, for what a business would pay for a
 * qualified lead of that kind (referral fees, cost per acquisition, typical margin on the sale).
 * They are deliberately round: the point is an explainable order of magnitude (a car buyer is
 * worth hundreds, a milk buyer a few dollars), not a market price. Keywords are lowercase words
 * or phrases; plural forms are matched automatically. Words with a common non-commercial sense
 * ("phone call", "of course", a child's "game") are left out or only used in phrases.
 */
export interface IndustryLexicon {
  /** Stable id stored in commercial_value.industry. */
  industry: string;
  label: string;
  /** [lead value in dollars, comma-separated keywords or phrases]. */
  tiers: Array<[number, string]>;
}

export const INDUSTRIES: IndustryLexicon[] = [
  {
    industry: "automotive",
    label: "automotive",
    tiers: [
      [500, "car, new car, used car, truck, pickup truck, suv, minivan, vehicle, sedan, hatchback, electric car, ev, tesla, car dealership, dealership, test drive, car lease, trade-in, motorcycle"],
      [90, "mechanic, tires, winter tires, brakes, oil change, car service, transmission, windshield, flat tire, alignment, muffler, detailing, car wash, car battery, auto repair, body shop"],
    ],
  },
  {
    industry: "real_estate",
    label: "real estate",
    tiers: [
      [1500, "house, condo, flat, townhouse, mortgage, realtor, real estate agent, real estate, property, down payment, pre-approval, open house, home inspection, closing costs"],
      [250, "apartment, rent, rental, lease, landlord, movers, moving company, moving truck, storage unit"],
    ],
  },
  {
    industry: "travel",
    label: "travel",
    tiers: [
      [400, "flight, flights, hotel, vacation, cruise, resort, airbnb, holiday trip, trip, honeymoon, airline, all-inclusive, travel insurance, itinerary, getaway"],
      [60, "train ticket, bus ticket, rental car, car rental, taxi, uber, passport, luggage, suitcase"],
    ],
  },
  {
    industry: "finance_insurance",
    label: "finance & insurance",
    tiers: [
      [350, "insurance, life insurance, home insurance, car insurance, investment, investing, retirement savings, rrsp, tfsa, 401k, ira, loan, line of credit, refinance, financial advisor, credit card, mortgage broker"],
      [40, "bank account, savings account, budget, credit score, tax return, taxes, property tax"],
    ],
  },
  {
    industry: "healthcare",
    label: "healthcare",
    tiers: [
      [200, "dentist, doctor, physio, physiotherapist, therapist, surgery, mri, clinic, orthodontist, optometrist, dermatologist, specialist, chiropractor, glasses, contact lenses, hearing aid, braces"],
      [25, "pharmacy, prescription, vitamins, medicine, ibuprofen, allergy pills, flu shot"],
    ],
  },
  {
    industry: "home_improvement",
    label: "home improvement",
    tiers: [
      [600, "renovation, reno, remodel, roof, roofer, roofing, contractor, backsplash, tile, flooring, hardwood, hvac, furnace, heat pump, cabinets, countertop, plumber, electrician, gutters, insulation, solar panels, new windows, bathroom remodel, drywall"],
      [60, "paint, primer, drill, hardware store, lumber, faucet, caulk, light fixture, smoke detector, lawn mower, fence"],
    ],
  },
  {
    industry: "appliances_furniture",
    label: "appliances & furniture",
    tiers: [
      [350, "fridge, refrigerator, washer, dryer, dishwasher, oven, stove, freezer, sofa, couch, mattress, bed frame, dining table, wardrobe, furniture, sectional"],
      [40, "lamp, rug, curtains, pillows, bedding, blender, toaster, kettle, vacuum, coffee maker"],
    ],
  },
  {
    industry: "electronics",
    label: "electronics",
    tiers: [
      [250, "laptop, tv, television, iphone, smartphone, new phone, tablet, ipad, camera, macbook, computer, monitor, playstation, ps4, ps5, xbox, nintendo switch, headphones, printer, smartwatch, speakers"],
      [25, "charger, cable, usb, batteries, adapter, phone case, keyboard, mouse pad, sd card, mic, mics, microphone"],
    ],
  },
  {
    industry: "education",
    label: "education",
    tiers: [
      [400, "tuition, university, college, degree, certification, bootcamp, masters, mba, online course, course, diploma"],
      [60, "workshop, tutor, tutoring, textbook, lessons, piano lessons, swim lessons, class"],
    ],
  },
  {
    industry: "groceries",
    label: "groceries",
    tiers: [
      [4, "groceries, grocery, milk, eggs, bread, butter, cheese, bananas, apples, coffee beans, vegetables, fruit, cereal, rice, pasta, yogurt, chicken, oat milk, flour, sugar, snacks, toilet paper, paper towels, dish soap, laundry detergent"],
    ],
  },
  {
    industry: "dining",
    label: "dining",
    tiers: [
      [35, "restaurant, dinner reservation, takeout, take-out, brunch, pizza, sushi, cafe, food delivery, doordash, ubereats, bistro, steakhouse"],
    ],
  },
  {
    industry: "fashion",
    label: "fashion & accessories",
    tiers: [
      [200, "engagement ring, jewelry, necklace, bracelet, earrings, wristwatch, designer bag, handbag, suit, tuxedo"],
      [50, "shoes, dress, jacket, coat, jeans, sneakers, boots, clothes, shirt, sweater, cleats, running shoes, winter coat"],
    ],
  },
  {
    industry: "fitness",
    label: "fitness",
    tiers: [
      [150, "gym membership, gym, personal trainer, yoga studio, pilates, crossfit, treadmill, bike, bicycle, peloton, marathon, half marathon, race entry"],
      [30, "yoga mat, protein powder, dumbbells, yoga class, spin class"],
    ],
  },
  {
    industry: "pets",
    label: "pets",
    tiers: [
      [120, "vet, veterinarian, pet insurance, puppy, kitten, adopt a dog, dog trainer, kennel, boarding, dog walker, groomer, grooming"],
      [20, "dog food, cat food, kibble, litter, cat litter, dog treats, leash, flea treatment"],
    ],
  },
  {
    industry: "entertainment",
    label: "entertainment",
    tiers: [
      [80, "concert, concert tickets, festival, theatre, theater, broadway, season tickets, tickets"],
      [15, "movie, movies, cinema, netflix, spotify, streaming, video game, album, book, audiobook, kindle"],
    ],
  },
  {
    industry: "professional_services",
    label: "professional services",
    tiers: [
      [350, "lawyer, attorney, accountant, bookkeeper, notary, architect, consultant, financial planner, tax preparer, will and testament, legal advice"],
      [80, "cleaner, cleaning service, house cleaner, handyman, locksmith, landscaper, snow removal, dry cleaning, tailor"],
    ],
  },
  {
    industry: "software_saas",
    label: "software & SaaS",
    tiers: [
      [250, "software, saas, crm, erp, subscription, software license, web hosting, domain name, website builder, shopify, salesforce, hubspot, quickbooks, jira, figma, cloud storage, vpn"],
      [20, "app, plugin, browser extension"],
    ],
  },
  {
    industry: "events_weddings",
    label: "events & weddings",
    tiers: [
      [800, "wedding, venue, caterer, catering, wedding photographer, photographer, dj, florist, bridal, wedding dress, reception, event planner, party planner"],
      [80, "party, birthday party, cake, decorations, balloons, invitations, party supplies, bouncy castle"],
    ],
  },
  {
    industry: "childcare",
    label: "childcare & kids",
    tiers: [
      [300, "daycare, nanny, babysitter, preschool, summer camp, au pair, after-school program, crib, stroller, car seat"],
      [25, "diapers, baby formula, formula, toys, school supplies, permission slip, field trip"],
    ],
  },
  {
    industry: "beauty_personal_care",
    label: "beauty & personal care",
    tiers: [
      [45, "haircut, hair salon, salon, manicure, pedicure, spa, massage, barber, skincare, makeup, facial, waxing"],
    ],
  },
];

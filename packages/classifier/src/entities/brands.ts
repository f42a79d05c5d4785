/**
 * Companies, shops, apps and services people name in notes as if they were someone ("Zalando sent the
 * wrong size", "Spotify says…"). compromise's lexicon tags a few hundred organisations; this adds the
 * consumer names it lacks, by kind: supermarkets and general retail, fashion, furniture and DIY,
 * delivery, marketplaces and travel, banks and payments, apps, software, streaming and phones, across
 * the regions the users write from (North America, the UK and Ireland, Europe, India, Australia).
 * Lowercase, comma-separated; a possessive is dropped ("trader joe").
 */
const KINDS = [
  // Supermarkets and general retail
  `walmart, target, kroger, safeway, publix, wegmans, aldi, lidl, sobeys, loblaws, costco, meijer, albertsons,
  tesco, sainsbury, asda, morrisons, waitrose, ocado, marks & spencer, primark, argos, boots, superdrug, currys,
  wilko, poundland, woolworths, coles, bunnings, kmart, officeworks, jb hi-fi, harvey norman, bigbasket,
  blinkit, zepto, dmart, jiomart, flipkart, myntra, nykaa, meesho, ajio, carrefour, auchan, leclerc, monoprix,
  rewe, edeka, kaufland, rossmann, mediamarkt, albert heijn, trader joe, whole foods, staples, best buy,
  home depot, lowes, menards, hobby lobby, joann, petsmart, petco, canadian tire, shoppers drug mart,
  dollarama, homesense, tj maxx, nordstrom, macys, kohls, sephora, ulta, lush`,
  // Fashion, sport, furniture and DIY
  `uniqlo, zara, h&m, mango, arket, asos, zalando, boohoo, shein, river island, topshop, banana republic,
  old navy, levis, lululemon, patagonia, north face, arcteryx, decathlon, nike, adidas, puma, reebok,
  new balance, asics, converse, dr martens, crocs, ugg, kathmandu, ikea, wayfair, dunelm, wickes, b&q,
  homebase, screwfix, toolstation, halfords, kwik fit, pottery barn, west elm, crate & barrel, structube`,
  // Delivery, marketplaces and travel
  `amazon, ebay, etsy, vinted, depop, gumtree, craigslist, kijiji, poshmark, reverb, wallapop, deliveroo,
  ubereats, uber eats, doordash, grubhub, instacart, swiggy, zomato, just eat, menulog, gopuff, getir, dhl,
  fedex, ups, usps, royal mail, evri, hermes, dpd, yodel, parcelforce, canada post, auspost, purolator,
  delhivery, bluedart, airbnb, expedia, trivago, skyscanner, kayak, ryanair, easyjet, jet2, wizz, lufthansa,
  emirates, qantas, jetstar, westjet, indigo, vistara, airasia, hertz, avis, sixt, europcar, turo, lyft, uber,
  rapido, bolt, trainline, amtrak, greyhound, flixbus, eurostar`,
  // Banks, payments and insurance
  `monzo, revolut, starling, wise, barclays, lloyds, natwest, santander, hsbc, nationwide, tsb, amex, visa,
  mastercard, paypal, venmo, zelle, klarna, afterpay, clearpay, affirm, stripe, shopify, paytm, phonepe, gpay,
  razorpay, hdfc, icici, commbank, westpac, n26, bunq, scotiabank, cibc, tangerine, wealthsimple, questrade,
  robinhood, coinbase, binance, geico, allstate, aviva`,
  // Apps, software, streaming and phones
  `spotify, netflix, hulu, disney+, crunchyroll, youtube, twitch, audible, kindle, deezer, tidal, soundcloud,
  duolingo, babbel, headspace, strava, peloton, fitbit, garmin, myfitnesspal, whatsapp, telegram, slack, zoom,
  skype, discord, instagram, tiktok, snapchat, pinterest, reddit, linkedin, twitter, facebook, gmail, outlook,
  notion, asana, trello, jira, confluence, clickup, airtable, canva, figma, miro, dropbox, onedrive, icloud,
  evernote, todoist, grammarly, chatgpt, zapier, hubspot, salesforce, xero, quickbooks, freshbooks, gusto,
  docusign, calendly, squarespace, wix, wordpress, godaddy, mailchimp, substack, patreon, kickstarter,
  gofundme, eventbrite, ticketmaster, stubhub, adobe, photoshop, lightroom, autocad, excel, powerpoint,
  samsung, pixel, oneplus, xiaomi, huawei, lenovo, asus, logitech, sonos, bose, dyson, roomba, kobo,
  vodafone, verizon, optus, telstra, airtel`,
  // Vehicle makes and the models people call their car by ("the Vitz", "Corolla at Jacques since friday", "grease
  // both Defenders"; sixty-third round, read misses of the fifty-ninth to sixty-first sets). Models that are also
  // given names or everyday words (Mercedes, Swift, Jazz, Astra, Focus, Ranger, Patrol, Outback, Territory) are left out.
  `toyota, corolla, camry, hilux, prado, land cruiser, landcruiser, rav4, yaris, vitz, prius, hiace, fortuner,
  innova, honda, civic, hyundai, tucson, kia, sportage, picanto, mazda, subaru, forester, impreza, nissan, navara,
  x-trail, qashqai, volkswagen, vw, passat, tiguan, amarok, land rover, defender, defenders, range rover, holden,
  commodore, ford, fiesta, mondeo, isuzu, d-max, mitsubishi, pajero, triton, peugeot, renault, citroen, skoda,
  octavia, fabia, vauxhall, corsa, bmw, audi, tesla, volvo, jeep, wrangler, chevrolet, chevy, silverado, tacoma,
  tundra, f-150, jimny`,
];

export const BRANDS: ReadonlySet<string> = new Set(KINDS.flatMap((kind) => kind.split(",").map((name) => name.trim().replace(/\s+/g, " "))).filter(Boolean));

/** Known as a company, shop, app or service: the run of capitalised words as written, or its first word. */
/**
 * What a shop, app or service does to its customer, said right after its name ("Zalando sent the wrong
 * size", "Netflix raised the price", "Asana keeps logging me out"): a word of these within the clause
 * makes an unknown capitalised subject a company rather than a person.
 */
export const COMMERCE_WORDS: ReadonlySet<string> = new Set(
  `price prices pricing parcel parcels delivery deliveries refund refunds refunded restocked size sizes
  discount discounts payout payouts charged overcharged overcharging subscription subscriptions renewal membership
  shipped shipping dispatched login logging password checkout basket cart fees billed premium outage streak
  tracking warehouse returns`.split(/\s+/),
);

export function isBrand(words: readonly string[]): boolean {
  const lower = words.map((w) => w.toLowerCase());
  return BRANDS.has(lower.join(" ")) || (lower.length > 0 && BRANDS.has(lower[0]!) && lower.length === 1);
}

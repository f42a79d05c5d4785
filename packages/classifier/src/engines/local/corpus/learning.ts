import { parseCorpus } from "./corpus-types.js";

/** learning_consumption: reading, watching, listening, courses, classes, workshops, studying, library holds. */
export const learningCorpus = parseCorpus("learning_consumption", `
p|reading about stoicism, really hitting home
p|watch the documentary about the ocean everyone's talking about
p|started a pottery class at the civic centre, tuesdays
p|finished the audiobook about the history of salt
p|listen to that sleep science podcast while driving
p|spanish lesson 12 done on the app
p|pottery wheel workshop saturday at 10
p|library hold placed on the new thriller
p|halfway through the bread baking course
p|want to learn to knit, found a beginner tutorial series
p|read three chapters of the mystery novel before bed
p|signed up for a first aid course next month
p|watched a video on how to fix a running toilet
p|studying for my motorcycle licence test
p|bookmarked an article on compound interest to read later
p|night class in photography starts thursday at 7
p|someday I'd like to dig into philosophy books
p|listened to the whole true crime series on the flight
s|reading a parenting book my sister lent me
s|watching a course on how to talk so teens listen
s|enrolled the kids in the library summer reading club
s|learning sign language with Rosa so we can talk with her deaf friend
s|family documentary night, we watched the one about penguins
s|grandpa lent me his favourite war history book
w|finish the data engineering course module 3
w|reading the product management book my manager recommended
w|watch the conference talk on event sourcing for the architecture review
w|studying for the security+ exam, two chapters a night
w|register for the excel advanced workshop work is paying for
w|read the competitor's annual report before the strategy meeting
w|listened to an episode about pricing for small creative businesses
w|webinar on sales tax for online shops thursday at noon
w|started the leadership training the company offers
w|read up on the new accessibility standards for the client site
w|take the online course on food safety for the cafe
w|going through the terraform tutorial tonight for the infra work
w|skimmed the research papers for the client's literature review
p|finished the memoir my friend lent me, couldn't put it down
p|listening to an audiobook about the history of spices on my walks
p|that new cookbook i reserved at the library is in
p|50 pages left in the fantasy novel
p|started an online course on watercolor painting
p|watching a series of videos on home electrical basics
p|reading a book about habits and sleep
p|download a few podcast episodes for the flight
p|took a beginner woodworking class, made a cutting board
w|study for the project management certification exam
w|read the new data privacy rules for the client's app
w|watched a webinar on pricing strategy for the shop
w|the compliance training module is due friday
w|reading up on kubernetes for the platform migration at work
p|reading a thriller my friend recommended, can't put it down
p|finished the audiobook on stoicism
p|started a free course on bike repair
p|watching a documentary series about volcanoes
p|my reserved cookbook is waiting at the library
p|learning to crochet from youtube videos
s|reading the teenagers book my friend swears by
s|went to a parenting workshop at the rec centre
w|reading up on negotiation for the contract talks
w|watching the recorded training on the new crm
w|finished the online course my manager assigned
w|studying for the cloud practitioner certification on the train
p|pottery class at the rec centre thursday at 6
p|drawing class on saturday mornings starts next week
p|signed up for a sourdough class at the rec centre
p|reading about composting so I can start a bin this spring
s|read a book about grief that my sister gave me
w|finished the online sql course, got the certificate
`);

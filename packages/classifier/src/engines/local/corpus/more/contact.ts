import { parseCorpus } from "../corpus-types.js";

/** contact, second batch: contact cards and facts about people, by who they are to the user. */
export const contactCorpus2 = parseCorpus("contact", `
p|our window cleaner is Darragh, every 6 weeks, 087 555 2211
p|babysitter's number for emergencies: 555-0164
p|the new physio is Ines Moreau at the sports clinic, very good with knees
p|pest control guy Tomasz: 0412 555 781, did the wasps last year
p|my hairdresser Leona moved to the salon on King St
p|the boiler engineer is Callum, gas safe registered, 07700 900113
p|the tiler our neighbours used: Vito, fair prices, 555-0129
p|the cleaner Rosalind now does thursdays instead of mondays
p|Dr Okafor is my new dentist, practice on Queen St
p|pool guy Brendan's email is brendan.pools@fastmail.com
p|the mechanic at the corner garage is Sunil, honest, cheap on parts
p|chimney sweep: Aled Griffiths, 01632 960431
p|our dog groomer is Fenna, comes to the house, cash only
p|the accountant who does my self assessment: Priya Menon, 020 7946 0011
p|handyman rec from the building manager: Ike, 555-0190
p|our driver Ramesh's new number is 98201 55512
p|the gardener Jose comes alternate saturdays, prefers texts
s|Ailsa's new address is 22 Rowan Drive, Edinburgh
s|my cousin Tariq's wife is Amna, they have a little boy called Zayd
s|Wiremu's partner is called Hana, she's a nurse, vegetarian
s|Yara's parents are Rami and Lina, they run the deli
s|Kalani moved to Hilo, new email kalani.k@gmail.com
s|Orla's birthday is 3 June, loves gin and gardening
s|Fergus (Mia's dad) coaches the under 9s
s|the new neighbours at no. 14 are Jude and Sam, two kids and a spaniel
s|my niece's new number: 0400 555 962
s|Hemi's mum is Aroha, she's a retired teacher
s|Ingrid is coeliac, no gluten at all when she comes for dinner
s|Bongani is on night shifts at the hospital so text don't call
s|godson's address for the christmas card: 7 Tern Close, Whitby
s|Uncle Dev's landline is 0161 496 0755
s|Cosima from the choir - lives on our road, has a golden retriever
s|Elif's kids are Deniz and Ada, 6 and 9
s|Marisol changed her surname to Reyes after the wedding
w|new contact at the wholesaler: Odette Blanc, odette@blancfoods.fr
w|met Kwabena at the conference, runs a logistics startup, kwabena@shiplane.io
w|the client's new project manager is Harriet Vos, prefers teams over email
w|Ravi in finance handles the expense approvals now
w|the recruiter I spoke to: Lorcan Byrne at Tallyhire, 087 555 1020
w|our contact at the print shop is Mags, ask for the trade price
w|investor intro: Selin Aksoy, partner at Harbourline Capital
w|new freelance copywriter: Tuan Pham, $80 an hour, tuan@wordsmith.co
w|the supplier's account rep is Gwen, direct line 555-0141
w|my new manager is Darius Farahani, starts next month, ex google
w|Chiara Fontana - buyer at the department store, wants samples in may
w|the landlord of the studio is Mr Okoro, 020 7946 0987
w|the agency's account lead is Nilufar, based in Leeds
w|Saoirse from legal is the one to ask about contracts
w|the café's coffee rep is Bram, visits every other tuesday
p|sparky: Jarrah 0400 111 999 rec from the neighbours
p|vet's after hours line 555-0102
s|Lucía's new mobile is 612 555 001
w|Efua Mensah, head of partnerships at Lumora, efua@lumora.com
s|my brother's girlfriend is Xiomara, from Bogotá, teaches salsa
w|the IT contractor is Zoltan, day rate 500, knows the old server
p|house sitter for august: Anouk, she's done it for the Parkers, 555-0138
`);

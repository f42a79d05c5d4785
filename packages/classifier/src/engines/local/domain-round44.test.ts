import { describe, expect, it } from "vitest";
import { extractEntities } from "../../entities.js";
import { DOMAIN_TRADE_CUES, domainSubject } from "./domain-cues.js";
import { prepareText } from "./features.js";

const prep = (text: string) => prepareText(text, extractEntities(text, {}));
const tradeOf = (text: string) => DOMAIN_TRADE_CUES.filter(([, re]) => re.test(domainSubject(prep(text)))).map(([d]) => d);

describe("forty-fourth-round domain cues: church, family and work told by their shape", () => {
  it("reads another person's age reached as that person's life, not one's own birthday or a business's", () => {
    expect(tradeOf("Lola turned 90 today, the whole clan came")).toContain("social");
    expect(tradeOf("Ffion turned 7 on tuesday, where did the time go")).toContain("social");
    expect(tradeOf("my dad turns 70 in march, thinking party")).toContain("social");
    expect(tradeOf("I turned 40 today, no fuss please")).not.toContain("social");
    expect(tradeOf("the bakery turned 5 this week")).not.toContain("social");
    expect(tradeOf("she turned the oven off before leaving")).not.toContain("social");
  });

  it("reads mass, a chapel and a church's services as church life, not muscle mass, a mass email or a car service", () => {
    expect(tradeOf("went to mass with the barkada like every sunday")).toContain("social");
    expect(tradeOf("the Saturday vigil mass moved to half six")).toContain("social");
    expect(tradeOf("back from evening chapel, same pew as always")).toContain("social");
    expect(tradeOf("nervous about my reading at the carol service")).toContain("social");
    expect(tradeOf("trying to build muscle mass before summer")).not.toContain("social");
    expect(tradeOf("send a mass email to the whole list")).not.toContain("social");
    expect(tradeOf("the car service is due at 60k")).not.toContain("social");
  });

  it("reads a potluck as a community meal unless it is the office's or the team's", () => {
    expect(tradeOf("bring a dish to the boathouse potluck on friday")).toContain("social");
    expect(tradeOf("the barangay fiesta potluck is saturday, I'm bringing pancit")).toContain("social");
    expect(tradeOf("remind me of the team potluck thursday")).not.toContain("social");
    expect(tradeOf("office potluck next week, sign-up sheet in the kitchen")).not.toContain("social");
  });

  it("reads covering for someone, or covering their queue, clinic or shift, as the job, not covering a cost or a sofa", () => {
    expect(tradeOf("cover Weng's queue later, she called in sick")).toContain("systems");
    expect(tradeOf("told Ronan I'd cover his saturday clinic")).toContain("systems");
    expect(tradeOf("Kwame covered for me AGAIN")).toContain("systems");
    expect(tradeOf("both off sick so I'm covering")).toContain("systems");
    expect(tradeOf("the insurance should cover the cost of the windscreen")).not.toContain("systems");
    expect(tradeOf("cover the sofa before the painters come")).not.toContain("systems");
    expect(tradeOf("covered her birthday dinner, she'd had a rough month")).not.toContain("systems");
  });

  it("reads one's own MBA as learning for work, and another person's MBA not", () => {
    expect(tradeOf("in MBA class until 5 like every saturday")).toContain("systems");
    expect(tradeOf("booked the GMAT for the 22nd")).toContain("systems");
    expect(tradeOf("Chidi finished his MBA, so chuffed for him")).not.toContain("systems");
    expect(tradeOf("my sister's MBA graduation is in june")).not.toContain("systems");
  });

  it("reads one's own specialist doctor and dental work as one's own health, and another's not", () => {
    expect(tradeOf("my derma is Dr Salcedo, accepts my HMO, fridays only")).toContain("personal");
    expect(tradeOf("dermatologist tomorrow at 8:45, don't be late")).toContain("personal");
    expect(tradeOf("the dental cleaning is booked for the 3rd")).toContain("personal");
    expect(tradeOf("mum's dermatologist moved her appointment")).not.toContain("personal");
    expect(tradeOf("the dental practice wants their invoice")).not.toContain("personal");
  });

  it("reads a thing said to be just for oneself as one's own, not a thing for a client", () => {
    expect(tradeOf("reading Atomic Habits, for myself, not for the leadership course")).toContain("personal");
    expect(tradeOf("learning Korean on Duolingo during breaks, just for me")).toContain("personal");
    expect(tradeOf("ask Grace if she can cover the meeting for me")).not.toContain("personal");
    expect(tradeOf("the library has the book on hold for me")).not.toContain("personal");
  });

  it("reads a thing got or needed for a parent, grandparent, child or sibling as for family, not for the team or a client", () => {
    expect(tradeOf("ordered a wheelchair for Lola, to be delivered in Iloilo")).toContain("social");
    expect(tradeOf("need a new phone for my dad, his died")).toContain("social");
    expect(tradeOf("bought some warm socks for nan")).toContain("social");
    expect(tradeOf("ordered a new headset for the team lead")).not.toContain("social");
    expect(tradeOf("need a new quote for the client")).not.toContain("social");
    expect(tradeOf("bought a new phone for myself")).not.toContain("social");
  });

  it("reads a seller's own prices, stall or page and paid ads as the business, not one's own page", () => {
    expect(tradeOf("copper's up again, my prices need redoing")).toContain("systems");
    expect(tradeOf("frustrated with Jessa, she posted the wrong price on our page again")).toContain("systems");
    expect(tradeOf("learning Facebook ads from youtube for the pandesal page")).toContain("systems");
    expect(tradeOf("posted the holiday photos on my page")).not.toContain("systems");
    expect(tradeOf("prices at the supermarket are up again")).not.toContain("systems");
  });

  it("reads a thing done or got for the business or its premises as the business's, not a trip to the shops", () => {
    expect(tradeOf("order more 12oz cups for the coffee cart")).toContain("systems");
    expect(tradeOf("watching youtube on roast pork crackling for the stall")).toContain("systems");
    expect(tradeOf("need 2 more chafing dishes for the business")).toContain("systems");
    expect(tradeOf("walked to the shops for milk")).not.toContain("systems");
    expect(tradeOf("queued for the shop opening at 7 for the new trainers")).not.toContain("systems");
  });

  it("reads pay from the job told by its own words as work, and payslips given to a broker not", () => {
    expect(tradeOf("the night diff and OT for July finally showed up on the payslip")).toContain("systems");
    expect(tradeOf("13th month pay came in, 28k")).toContain("systems");
    expect(tradeOf("payroll shorted my stat holiday pay again")).toContain("systems");
    expect(tradeOf("the broker wants three months of payslips")).not.toContain("systems");
    expect(tradeOf("gave our helper her 13th month, one month of her wage")).not.toContain("systems");
  });

  it("reads pride in or joy for another person as about their life, even their job news, but not pride in an agent with a client", () => {
    expect(tradeOf("So happy for Ifeanyi, he finally got the charge nurse job")).toContain("social");
    expect(tradeOf("Kwame got the promotion!! so proud of him")).toContain("social");
    expect(tradeOf("gutted for Lachie, didn't make the rep team")).toContain("social");
    expect(tradeOf("Proud of May, she handled the angry client without me")).not.toContain("social");
    expect(tradeOf("proud of my students, every one passed")).not.toContain("social");
    expect(tradeOf("proud of myself, ten years licensed today")).not.toContain("social");
  });
});

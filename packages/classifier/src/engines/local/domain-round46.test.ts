import { describe, expect, it } from "vitest";
import { extractEntities } from "../../entities.js";
import { ROUND46_RAW_CUES, ROUND46_TRADE_CUES, domainSubject } from "./domain-cues.js";
import { prepareText } from "./features.js";

const prep = (text: string) => prepareText(text, extractEntities(text, {}));
/** The domains the forty-sixth round's cues give a thought (the other rounds' cues are left out). */
const cuesOf = (text: string) => [
  ...ROUND46_TRADE_CUES.filter(([, re]) => re.test(domainSubject(prep(text)))).map(([d]) => d),
  ...ROUND46_RAW_CUES.filter(([, re]) => re.test(text)).map(([d]) => d),
];

describe("forty-sixth-round domain cues: whose thing it is and what it is for", () => {
  it("reads a premises' own things as the business's, not a shop that is shut or round the corner", () => {
    expect(cuesOf("finally done the store's VAT return")).toContain("systems");
    expect(cuesOf("renew the studio's Adobe licence before the 30th")).toContain("systems");
    expect(cuesOf("sold the shop's old van to a man in Leeds")).toContain("systems");
    expect(cuesOf("the shop's shut on sundays now, typical")).not.toContain("systems");
    expect(cuesOf("the store's on the corner by the bank")).not.toContain("systems");
    expect(cuesOf("the shop's closed, get bread tomorrow")).not.toContain("systems");
  });

  it("reads another person's passport, visa or green card as that person's life, not one's own papers", () => {
    expect(cuesOf("Tunde's passport expires in June, renew it before we book")).toContain("social");
    expect(cuesOf("Brian's still waiting on his visa, poor guy")).toContain("social");
    expect(cuesOf("Pádraig has the green card at last!!")).toContain("social");
    expect(cuesOf("passport photos for Éabha, done and dusted")).toContain("social");
    expect(cuesOf("emailed the embassy about Mummy's passport renewal")).toContain("social");
    expect(cuesOf("my passport expires in June, renew it")).not.toContain("social");
    expect(cuesOf("my visa interview is on the 4th")).not.toContain("social");
    expect(cuesOf("the passport office is shut on saturdays")).not.toContain("social");
  });

  it("reads a food bank as community life, not one's own larder", () => {
    expect(cuesOf("dropped three bags of tins into the foodbank this morning")).toContain("social");
    expect(cuesOf("the food bank van needs unloading saturday at 9")).toContain("social");
    expect(cuesOf("the pantry shelves need a wipe down")).not.toContain("social");
    expect(cuesOf("banked the bonus into savings")).not.toContain("social");
  });

  it("reads banking the cash or the takings as a business's till, not one's own bank", () => {
    expect(cuesOf("remind me to bank the store cash before 2 tomorrow")).toContain("systems");
    expect(cuesOf("banked the week's cash friday like always")).toContain("systems");
    expect(cuesOf("takings banked, 1,200 for the day")).toContain("systems");
    expect(cuesOf("call the bank about the cash machine eating my card")).not.toContain("systems");
    expect(cuesOf("bank holiday monday, nothing planned")).not.toContain("systems");
    expect(cuesOf("banked my birthday money in the savings account")).not.toContain("systems");
  });

  it("reads a licence or registration to practise a profession as kept for the job, not one's driving licence", () => {
    expect(cuesOf("abeg remind me b4 end of d month to renew my nursing licence")).toContain("systems");
    expect(cuesOf("paid the NMC registration fee, renewed till next year")).toContain("systems");
    expect(cuesOf("ping me on Monday about renewing my licence with the College")).toContain("systems");
    expect(cuesOf("BLS card renewed till 2028")).toContain("systems");
    expect(cuesOf("renew my driving licence before the 30th")).not.toContain("systems");
    expect(cuesOf("the car registration is due in march")).not.toContain("systems");
    expect(cuesOf("TV licence went up again")).not.toContain("systems");
  });

  it("reads a greeting card for a named person as for family or friends, not a business card", () => {
    expect(cuesOf("remind me Rosalind needs a card before the 27th")).toContain("social");
    expect(cuesOf("get a birthday card for Maeve on the way home")).toContain("social");
    expect(cuesOf("order a business card for Tomasz, he starts monday")).not.toContain("social");
    expect(cuesOf("Rosalind needs a new bank card")).not.toContain("social");
  });

  it("reads a counted order of twenty or more as stocking a business, not a household's few things or a party's food", () => {
    expect(cuesOf("ordered 200 more bottles and labels for the pepper sauce")).toContain("systems");
    expect(cuesOf("order 25kg of stoneware clay before the 3rd")).toContain("systems");
    expect(cuesOf("ordered 20 litres of oatmeal shampoo, it's due tuesday")).toContain("systems");
    expect(cuesOf("order 20 more downlights for Epsom")).toContain("systems");
    expect(cuesOf("ordered 2 new pillows for the spare room")).not.toContain("systems");
    expect(cuesOf("need 24 cupcakes for Anya's birthday party")).not.toContain("systems");
    expect(cuesOf("need 50 for the light bill")).not.toContain("systems");
    expect(cuesOf("ordered 12 eggs and milk")).not.toContain("systems");
  });
});

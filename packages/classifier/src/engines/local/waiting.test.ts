import { describe, expect, it } from "vitest";
import { detectWaiting } from "./waiting.js";

describe("detectWaiting", () => {
  it("finds waiting cues and formats who: what", () => {
    expect(detectWaiting("still waiting on the $120 refund from Ticketpro", [])?.waitingFor).toBe("Ticketpro: $120 refund");
    expect(detectWaiting("sent the draft to Ines, waiting on her to approve the layout", ["Ines"])?.waitingFor).toBe("Ines: approve the layout");
    expect(detectWaiting("Jonah hasn't sent the signed lease", ["Jonah"])?.waitingFor).toBe("Jonah: signed lease");
    expect(detectWaiting("waiting for the biopsy results", [])?.waitingFor).toBe("biopsy results");
  });
  it("covers deliveries, approvals and silence", () => {
    expect(detectWaiting("ordered a new charger, tracking says it arrives monday", [])).not.toBeNull();
    expect(detectWaiting("can't book flights until the bank approves the transfer", [])).not.toBeNull();
    expect(detectWaiting("called the roofer twice, still no reply from him", [])).not.toBeNull();
  });
  it("ignores look-alikes", () => {
    expect(detectWaiting("can't wait for the weekend", [])).toBeNull();
    expect(detectWaiting("sat in the waiting room for an hour", [])).toBeNull();
    expect(detectWaiting("paid the water bill", [])).toBeNull();
  });
  it("reports where the clause starts", () => {
    const text = "emailed the landlord, waiting on a reply, he said friday";
    expect(detectWaiting(text, [])?.index).toBe(text.indexOf("waiting"));
  });

  it("reads waiting stated as a state (issue 10)", () => {
    const w = (text: string, names: string[] = []) => detectWaiting(text, names)?.waitingFor ?? null;
    expect(w("the $40 refund from Parcelly still hasnt arrived")).toBe("Parcelly: $40 refund");
    expect(w("the armchair is backordered till feb")).toBe("store: armchair (backordered)");
    expect(w("on the waitlist for a community garden plot")).toBe("community garden plot (waitlist)");
    expect(w("HR still haven't processed my leave form")).toBe("HR: process leave form");
    expect(w("no reply yet from the agent about the bond")).toBe("agent: reply about bond");
    expect(w("called the tiler twice, still no reply from him")).toBe("tiler: reply");
    expect(w("holding off till Mireille signs off the budget", ["Mireille"])).toContain("Mireille");
    expect(w("the passport is still being processed")).toBe("passport");
  });
  it("does not read the person's own unfinished things as waiting", () => {
    expect(detectWaiting("we still haven't decided on paint", [])).toBeNull();
    expect(detectWaiting("I haven't called the bank yet", [])).toBeNull();
  });

  it("reads more states of waiting, with who: what (issue 10)", () => {
    const w = (text: string, names: string[] = []) => detectWaiting(text, names)?.waitingFor ?? null;
    expect(w("my brother is yet to transfer his share for the gift")).toBe("brother: transfer his share for the gift");
    expect(w("lab results won't be back till next week")).toBe("lab results");
    // Results due to someone are the writer's to hand in (nineteenth session); "due to be released" is still awaited.
    expect(w("don't forget the quiz results are due to Priya by the 30th")).toBeNull();
    expect(w("the results are due to be released friday")).toBe("results");
    expect(w("Aurelio says the invoice will be paid by the 30th", ["Aurelio"])).toBe("Aurelio: invoice");
    expect(w("Marisol will let me know about the cabin weekend by tonight", ["Marisol"])).toBe("Marisol: cabin weekend");
    expect(w("ball's in the landlord's court now re the lease renewal")).toBe("landlord: decision on lease renewal");
    expect(w("sent Callum the revised SOW, ball's in his court", ["Callum"])).toBe("Callum: reply on revised SOW");
    expect(w("Yusra owes us the signed lease", ["Yusra"])).toBe("Yusra: signed lease");
    expect(w("emailed the Hausverwaltung twice about the heating, still no response")).toBe("Hausverwaltung: reply about heating");
    expect(w("the vet still hasn't rung with the biopsy results")).toBe("vet: biopsy results");
    expect(w("Kenji hasn't signed off on the budget yet", ["Kenji"])).toBe("Kenji: sign-off on budget");
    expect(w("submitted the passport form, police verification pending")).toBe("police verification");
    expect(w("tracking hasn't moved in 4 days for the camera lens")).toBe("camera lens (delivery)");
    expect(w("the new washing machine is meant to arrive thursday")).toBe("new washing machine (delivery)");
    expect(w("returned the faulty headphones, refund should land by friday")).toBe("store: refund for faulty headphones");
    expect(w("chased the accountant again about the tax figures")).toBe("accountant: tax figures");
    expect(w("we still haven't received the deposit back from the letting agency")).toBe("letting agency: deposit");
    expect(w("they're still processing the claim", [])).toBe("claim");
    expect(w("should hear back about the flat by friday")).toBe("flat");
    expect(w("the council is sitting on our application")).toBe("council: application");
    expect(w("the blood results aren't back yet")).toBe("blood results");
    expect(w("chasing the council for the parking permit")).toBe("council: parking permit");
    expect(w("haven't heard anything from the school about the trip")).not.toBeNull();
    expect(w("the garage said it'd be ready tuesday")).toBe("garage: ready");
    expect(w("no joy from the council re the bins")).toBe("council: reply about bins");
    expect(w("the replacement screen is on order")).toBe("replacement screen");
    expect(w("we got waitlisted for the cabin")).toBe("cabin (waitlist)");
  });
  it("ignores states that await nothing", () => {
    expect(detectWaiting("no reply needed on the society email, just FYI", [])).toBeNull();
    expect(detectWaiting("still no sugar after 30 days and I feel great", [])).toBeNull();
    expect(detectWaiting("the crate came, setting it up for when she arrives", [])).toBeNull();
    expect(detectWaiting("got another moving company flyer in the mail", [])).toBeNull();
    expect(detectWaiting("the kids haven't stopped talking about the zoo", [])).toBeNull();
    expect(detectWaiting("I'm waiting until payday to buy the boots", [])).toBeNull();
    expect(detectWaiting("I haven't had breakfast yet", [])).toBeNull();
    expect(detectWaiting("I heard nothing bad about the school", [])).toBeNull();
    expect(detectWaiting("no joy in running today, legs dead", [])).toBeNull();
    expect(detectWaiting("I said I'd be back by 6", [])).toBeNull();
    expect(detectWaiting("got the landlord to sign the rent agreement", [])).toBeNull();
    expect(detectWaiting("we're not ready yet for the move", [])).toBeNull();
    expect(detectWaiting("heard back from the school, Mia got in!", ["Mia"])).toBeNull();
  });

  it("reads holders, due decisions, a party's next step and its promises (issue 10, round 4)", () => {
    const w = (text: string, names: string[] = []) => detectWaiting(text, names)?.waitingFor ?? null;
    expect(w("the framer still has my print, three weeks on")).toBe("framer: print");
    expect(w("our car is at the garage with a cracked sump")).toBe("garage: car");
    expect(w("the kids are at the school disco")).toBeNull();
    expect(w("the tribunal has our appeal, ruling expected in june")).toBe("tribunal: ruling on appeal");
    expect(w("mailed the warranty card to the manufacturer, now they have to approve it")).toBe("manufacturer: approval of warranty card");
    expect(w("the roofer came but he needs a part")).toBe("roofer: part");
    expect(w("Inge said she'll post the keys back", ["Inge"])).toBe("Inge: keys back");
    expect(w("the surveyor is getting back to us on the subsidence")).toBe("surveyor: subsidence");
    expect(w("we're on her cancellation list at the salon")).not.toBeNull();
    expect(w("we're supposed to bring a salad")).toBeNull();
    expect(w("I'm checking if the hall is free")).toBeNull();
  });

  it("reads a step still to come from another party, and what a wait is held until (round 4)", () => {
    const w = (text: string, names: string[] = []) => detectWaiting(text, names)?.waitingFor ?? null;
    expect(w("Marek still to send the invoice", ["Marek"])).toBe("Marek: invoice");
    expect(w("can't start until the permit is approved")).not.toBeNull();
    expect(w("I'm still to send mine")).toBeNull();
    expect(w("still to send the invoice to Orla")).toBeNull();
    expect(w("Need to confirm the venue")).toBeNull();
    expect(w("venue booked, Orla to confirm numbers", ["Orla"])).toBe("Orla: numbers");
  });

  it("reads hopes, lateness, arrivals with a day, repairs and things not yet released (round 4)", () => {
    const w = (text: string, names: string[] = []) => detectWaiting(text, names)?.waitingFor ?? null;
    expect(w("fingers crossed the vet replies today")).toBe("vet: reply");
    expect(w("the removals firm are running late with our boxes")).toBe("removals firm: boxes");
    expect(w("Orbis are late paying again")).toBe("Orbis: payment");
    expect(w("the new hob comes in on thursday")).toBe("new hob");
    expect(w("my bike's in for a service")).toBe("bike (repair)");
    expect(w("the grades haven't been released")).toBe("grades");
    expect(w("I've been waiting two weeks for the survey report")).toBe("survey report");
    expect(w("most orders come in on mondays")).toBeNull();
    expect(w("hoping we get the flat")).toBeNull();
  });

  it("reads more states: a named thing still missing, processing, dispatch, offices holding things, lateness (round 4)", () => {
    const w = (text: string, names: string[] = []) => detectWaiting(text, names)?.waitingFor ?? null;
    expect(w("still no payslip from payroll")).toBe("payroll: payslip");
    expect(w("the permit's been in processing since june")).not.toBeNull();
    expect(w("the blender's been dispatched")).toBe("blender (delivery)");
    expect(w("our lease is with legal for review")).toBe("legal: lease");
    expect(w("Ayo is supposed to be dropping the spare key round tomorrow", ["Ayo"])).toBe("Ayo: spare key");
    expect(w("the joiner is taking his time with the wardrobe")).toBe("joiner: wardrobe");
    expect(w("we're dropping the late shift")).toBeNull();
    expect(w("still no sugar in the house")).toBeNull();
  });
  it("reads waits stated as a state (round 9)", () => {
    expect(detectWaiting("the building society is still verifying my payslips", [])?.waitingFor).toBe("building society: payslips");
    expect(detectWaiting("council tax rebate shows as pending", [])).not.toBeNull();
    expect(detectWaiting("the framer has my print, ready on saturday", [])?.waitingFor).toBe("framer: print");
    expect(detectWaiting("the lodger is three weeks late with rent", [])?.waitingFor).toMatch(/lodger: rent/);
    expect(detectWaiting("the warehouse pushed my order back to the 9th", [])?.waitingFor).toBe("warehouse: order");
    expect(detectWaiting("nobody from payroll has replied about my overtime", [])?.waitingFor).toMatch(/^payroll: /);
    expect(detectWaiting("visa application lodged, decision within six weeks", [])).not.toBeNull();
    expect(detectWaiting("phoned the glazier twice, still no fitting date", [])?.waitingFor).toBe("glazier: fitting date");
    expect(detectWaiting("Tomasz still owes £40 for the tickets", ["Tomasz"])?.waitingFor).toBe("Tomasz: £40 for the tickets");
    expect(detectWaiting("the agency still owes 12,500 rupees from october", [])?.waitingFor).toBe("agency: 12,500 rupees");
    expect(detectWaiting("the blender arrived broken, asked them for a replacement", [])?.waitingFor).toMatch(/replacement$/);
  });
  it("leaves states that await nothing (round 9)", () => {
    expect(detectWaiting("the vet has my number", [])).toBeNull();
    expect(detectWaiting("the baby is two weeks late", [])).toBeNull();
    expect(detectWaiting("rang the dentist, nobody picked up", [])).toBeNull();
    expect(detectWaiting("phoned the locksmith, no answer, will try after lunch", [])).toBeNull();
    expect(detectWaiting("the office is quiet over christmas", [])).toBeNull();
    expect(detectWaiting("I'm still reviewing the contract", [])).toBeNull();
  });
  it("reads irregular participles, promises, turnarounds and put-back goods (round 11)", () => {
    const w = (text: string, names: string[] = []) => detectWaiting(text, names)?.waitingFor ?? null;
    expect(w("the caretaker still hasn't dealt with the broken lift")).toBe("caretaker: broken lift");
    expect(w("Imogen hasn't said whether the flat is still free", ["Imogen"])).toBe("Imogen: whether the flat is still free");
    expect(w("the venue manager never replied about the deposit")).toMatch(/^venue manager: /);
    expect(w("the printer promised the proofs by wednesday")).toMatch(/^printer: proofs/);
    expect(w("my rebate is 'being processed' apparently")).not.toBeNull();
    expect(w("the rug is sitting in Leeds according to tracking")).not.toBeNull();
    expect(w("applied for the bin permit, the council takes 15 working days")).toBe("council: bin permit");
    expect(w("new glasses ordered, ready in 7-10 days")).toBe("glasses");
    expect(w("the wholesaler pushed the coffee beans to next tuesday")).toBe("wholesaler: coffee beans (delivery)");
    expect(w("Femi owes the studio for two months of desk rent", ["Femi"])).toMatch(/^Femi: /);
  });
  it("leaves what looks like them but awaits nothing (round 11)", () => {
    const w = (text: string) => detectWaiting(text, [])?.waitingFor ?? null;
    expect(w("Grandad hasn't said much since the funeral")).toBeNull();
    expect(w("I never replied to the group chat")).toBeNull();
    expect(w("the physio pushed my session to friday")).toBeNull();
    expect(w("ordered the cake, in 3 days we celebrate")).toBeNull();
    expect(w("walked 10k a day for 5 days in a row")).toBeNull();
  });

  it("tells the user's wait from someone else's (issue 10, thirteenth round)", () => {
    const w = (text: string, names: string[] = []) => detectWaiting(text, names)?.waitingFor ?? null;
    expect(w("ring Tariq tonight, he's waiting on my decision about the van")).toBeNull();
    expect(w("Ifeoma has been waiting on us since march, send her the plans")).toBeNull();
    expect(w("Marcus is still waiting for his test results, poor lad")).toBeNull();
    expect(w("the joiner's waiting on a hinge for our back door")).not.toBeNull();
  });

  it("reads texting states with no copula or apostrophe (issue 10, thirteenth round)", () => {
    const w = (text: string, names: string[] = []) => detectWaiting(text, names)?.waitingFor ?? null;
    expect(w("letting agent havent replied re the inventory")).toContain("letting agent");
    expect(w("my cousins havent rung about the wedding")).toBeNull();
    expect(w("solicitor still sitting on the conveyancing forms")).toContain("conveyancing forms");
    expect(w("the passport form is still sitting with the post office")).toBe("post office: passport form");
    expect(w("Tunde still got my ladder from the summer")).toContain("ladder");
    expect(w("the app shows my parking refund as 'pending'")).toBe("parking refund");
    expect(w("the council is 'looking into' the missed bins")).toContain("missed bins");
    expect(w("mock results still not back, two weeks on")).toBe("mock results");
    expect(w("the twins still not back from football")).toBeNull();
  });

  it("reads a party's turnaround, a reported arrival and a pending claim (issue 10, thirteenth round)", () => {
    const w = (text: string, names: string[] = []) => detectWaiting(text, names)?.waitingFor ?? null;
    expect(w("the passport office said up to ten weeks for my renewal")).toBe("passport office: renewal");
    expect(w("garage reckons three days for the clutch")).toBe("garage: clutch");
    expect(w("I said two weeks for the report")).toBeNull();
    expect(w("the courier says the desk chair arrive on friday")).toBe("courier: desk chair (delivery)");
    expect(w("the kids arrive on friday for half term")).toBeNull();
    expect(w("insurance claim for the cracked screen still pending")).toContain("claim for the cracked screen");
  });

  it("names the party the user acted on as who answers or pays (issue 10, thirteenth round)", () => {
    const w = (text: string, names: string[] = []) => detectWaiting(text, names)?.waitingFor ?? null;
    expect(w("sent the signed forms to the surveyor, waiting to hear back")).toBe("surveyor: reply about signed forms");
    expect(w("invoiced Harbour Lane Studio for the mural, waiting on payment")).toBe("Harbour Lane Studio: payment");
    expect(w("emailed Okafor the revised budget, he'll get back to me", ["Okafor"])).toBe("Okafor: reply about revised budget");
    expect(w("the garage never replied abt the brake pads")).toBe("garage: reply about brake pads");
    expect(w("ambulance service still havent got back about my complaint")).toBeNull();
    expect(w("police still havent got back re the break-in")).toBe("police: reply of break-in");
  });

  it("reads a trade at work on the user's thing, a sender's word on an arrival and a lodged claim (thirteenth round)", () => {
    const w = (text: string, names: string[] = []) => detectWaiting(text, names)?.waitingFor ?? null;
    expect(w("the jeweller is resizing my ring, ready in a fortnight")).toBe("jeweller: ring");
    expect(w("my sister is making my costume for the party")).toBeNull();
    expect(w("Currys says the fridge freezer arrives on monday")).toBe("Currys: fridge freezer (delivery)");
    expect(w("opened a complaint with the energy company over the meter reading, nothing back yet")).toBe("energy company: reply about meter reading");
  });

  it("names a firm's office and leaves the user's own hand-in date (thirteenth round)", () => {
    const w = (text: string, names: string[] = []) => detectWaiting(text, names)?.waitingFor ?? null;
    expect(w("Halden's accountant hasn't sent the figures")).toBe("Halden accountant: figures");
    expect(w("lab assessment due in by the 9th")).toBeNull();
    expect(w("planning assessment due on the 9th")).not.toBeNull();
  });

  it("reads waits put as questions, with the party as who (nineteenth round)", () => {
    const w = (text: string, names: string[] = []) => detectWaiting(text, names)?.waitingFor ?? null;
    expect(w("is the council ever going to empty the recycling bins?")).toBeNull();
    expect(w("is the council ever going to collect the recycling?")).toBe("council: collect recycling");
    expect(w("did the insurer ever pay out on the flood claim??")).toBe("insurer: pay out on the flood claim");
    expect(w("when is Okonkwo fixing the gate latch", ["Okonkwo"])).toBe("Okonkwo: fixing gate latch");
    expect(w("has the agent replied about the boiler yet?")).toContain("agent");
    expect(w("has the agent replied about the boiler")).toBeNull();
    expect(w("any news from the surgery on my referral?")).toContain("surgery");
    // Not the user's own act, nor a question about a visit or the weather.
    expect(w("did you ever reply to Sunniva?", ["Sunniva"])).toBeNull();
    expect(w("is it ever going to stop snowing")).toBeNull();
    expect(w("when is Okonkwo coming over", ["Okonkwo"])).toBeNull();
  });
  it("reads states of offices, couriers and people (nineteenth round)", () => {
    const w = (text: string, names: string[] = []) => detectWaiting(text, names)?.waitingFor ?? null;
    expect(w("surveyor yet to send the valuation")).toBe("surveyor: send the valuation");
    expect(w("glue yet to set on the chair leg")).toBeNull();
    expect(w("the letting agent keeps ignoring my emails about the mould")).toBe("letting agent: reply about mould");
    expect(w("I'm ignoring work emails this week")).toBeNull();
    expect(w("the survey report, still with legal since friday")).toBe("legal: survey report");
    expect(w("the twins are still with her till sunday")).toBeNull();
    expect(w("helpdesk ticket for the vpn has been open since monday")).not.toBeNull();
    expect(w("Shopify says refund within 5 business days")).toBe("Shopify: refund");
    expect(w("Parcelforce says 'in transit' on the rug for a week now")).toBe("Parcelforce: rug");
    expect(w("the depot says the wardrobe gets delivered saturday")).toContain("wardrobe");
    expect(w("the replacement bank card never turned up")).toBe("replacement bank card");
    expect(w("mortgage paperwork went in, now it's up to the bank")).toBe("bank: decision");
    expect(w("the planning office has gone quiet on our extension")).toContain("planning office");
    expect(w("fingers crossed the grant gets approved")).toBe("grant (approved)");
    expect(w("Idris has had my tent since august", ["Idris"])).toBe("Idris: tent");
  });
  it("does not read the user's own choice or debt, or a place, as a wait (nineteenth round)", () => {
    const w = (text: string, names: string[] = []) => detectWaiting(text, names)?.waitingFor ?? null;
    expect(w("I'll wait for the january sales for a new sofa")).toBeNull();
    expect(w("I'll wait for the bank to call back")).toBe("bank: call back");
    expect(w("the accountant is waiting on my receipts")).toBeNull();
    expect(w("the renewal form is still sitting on the hall table")).toBeNull();
    expect(w("get rid of the rowing machine, nobody's touched it in years")).toBeNull();
    expect(w("my claim went in a month ago, nobody's touched it")).toBe("claim");
  });

  it("reads a party's turn still to come, and another person's own wait (twenty-third round)", () => {
    const w = (text: string, names: string[] = []) => detectWaiting(text, names)?.waitingFor ?? null;
    expect(w("the quote goes ahead whenever Lorcan gets round to it", ["Lorcan"])).toBe("Lorcan: quote goes ahead");
    expect(w("once the surveyor rings back we'll know if the survey is booked")).toBe("surveyor: answer on whether the survey is booked");
    expect(w("until I get round to it the shelf stays bare")).toBeNull();
    expect(w("the solicitor is to revert on the completion date")).toBe("solicitor: completion date");
    expect(w("I'm to confirm the table by friday")).toBeNull();
    expect(w("the agent says she's on it with the leaking window")).toBe("agent: leaking window");
    expect(w("the glazier promised he'd be out before the weekend")).toBe("glazier: visit");
    expect(w("Ronan says he'll be round later", ["Ronan"])).toBeNull();
    expect(w("any sign of the cheque from the insurers?")).toBe("insurers: cheque");
    expect(w("any sign of life in the garden")).toBeNull();
    expect(w("the will is drafted, just need Aoibheann to sign it", ["Aoibheann"])).toBe("Aoibheann: signature on will");
    expect(w("deposit paid, now the agent just has to give us the keys")).toBeNull();
    expect(w("deposit paid, now Tomás just has to give us the keys", ["Tomás"])).toBe("Tomás: keys");
    expect(w("the birthday card for Gran is lost in the post")).toBe("birthday card for Gran (delivery)");
    expect(w("the order is missing a screw")).toBeNull();
    expect(w("not a word out of the bank on the overdraft")).toBe("bank: reply about overdraft");
    expect(w("HMRC still haven't processed my rebate")).not.toBeNull();
    expect(w("the grant money still hasn't hit my account")).toBe("grant money");
    expect(w("the replacement hinge still isn't in, says the shop")).toBe("replacement hinge");
    expect(w("invoice 0421 to Brightfield Studio, overdue a month")).toBe("Brightfield Studio: payment of the invoice");
    expect(w("Fionnuala is waiting on the planners for her extension", ["Fionnuala"])).toBeNull();
    expect(w("still waiting on Fionnuala for the minutes", ["Fionnuala"])).not.toBeNull();
  });

  it("reads money outstanding, silence from a party, a thing due in, a party's pending yes and a thing held since (twenty-third round, probes)", () => {
    const w = (text: string, names: string[] = []) => detectWaiting(text, names)?.waitingFor ?? null;
    expect(w("the refund from the airline is still outstanding")).toBe("airline: refund");
    expect(w("the gas bill is outstanding")).toBeNull();
    expect(w("nothing from the letting agency yet")).toBe("letting agency: reply");
    expect(w("nothing from me on that front")).toBeNull();
    expect(w("the new hob is due in next tuesday")).toBe("new hob");
    expect(w("Aoife is due back friday", ["Aoife"])).toBeNull();
    expect(w("pending the bank's approval we can't sign")).toBe("bank: approval");
    expect(w("Bríd has my slow cooker since easter", ["Bríd"])).toBe("Bríd: slow cooker");
  });

  it("reads office-note waits: a party to act, 'who: what', not shared yet, stuck at a stage, asked after (twenty-sixth round)", () => {
    const w = (text: string, names: string[] = []) => detectWaiting(text, names)?.waitingFor ?? null;
    expect(w("Meenakshi from finance to approve the travel advance")).toBe("Meenakshi: travel advance");
    expect(w("estimate ready, the surveyor to confirm the figure")).toBe("surveyor: figure");
    expect(w("told Anand to confirm the venue", ["Anand"])).toBeNull();
    expect(w("need to confirm the venue by monday")).toBeNull();
    expect(w("Gopal: audit report for Q2")).toBe("Gopal: audit report for Q2");
    expect(w("Gopal: report card arrived, all As")).toBeNull();
    expect(w("Note: report for the board")).toBeNull();
    expect(w("Gopal: 98450 22110, gopal@example.in")).toBeNull();
    expect(w("the minutes are not yet shared with us")).toBe("minutes");
    expect(w("the visa file is stuck at document verification")).toBe("document verification: visa file");
    expect(w("stuck at home with a cold")).toBeNull();
    expect(w("the old lift gets stuck at the 3rd floor")).toBeNull();
    expect(w("whatever happened to the refund from the airline?")).toBe("refund from the airline");
    expect(w("what happened to my plan to run daily?")).toBeNull();
    expect(w("is the signed agreement coming this week or not?")).toBe("signed agreement");
    expect(w("is dinner ready or not?")).toBeNull();
    expect(w("the warranty card, did they ever post it?")).toBe("warranty card");
    expect(w("the clinic said the scan results will come by friday")).toBe("clinic: scan results");
    expect(w("Venkat was to send the revised budget", ["Venkat"])).toBe("Venkat: revised budget");
    expect(w("the idea was to share the cab")).toBeNull();
    expect(w("site photos from the builder, awaited")).toBe("builder: site photos");
    expect(w("a long awaited holiday at last")).toBeNull();
    expect(w("followed up with the bank again about the loan papers")).toBe("bank: loan papers");
  });

  it("asks after a pickup and reads a note of wireframes owed (twenty-sixth round, probes)", () => {
    const w = (text: string, names: string[] = []) => detectWaiting(text, names)?.waitingFor ?? null;
    expect(w("has the courier picked up the return or not?")).not.toBeNull();
    expect(w("Tanuja: updated wireframes")).toBe("Tanuja: updated wireframes");
    expect(w("Tanuja: loves jazz, allergic to peanuts")).toBeNull();
  });

  it("reads a party's word on a date, a file held for signature, pending with a party, a promise, not received, under process (twenty-sixth round, second probes)", () => {
    const w = (text: string, names: string[] = []) => detectWaiting(text, names)?.waitingFor ?? null;
    expect(w("clinic said the x-ray report by 5 pm")).toBe("clinic: x-ray report");
    expect(w("the courier says the cot reaches by thursday")).toBe("courier: cot");
    expect(w("the train reaches by 9 tomorrow")).toBeNull();
    expect(w("possession will happen next month, builder says")).toBe("possession");
    expect(w("Suresh sir has the form for signature since monday")).toBe("Suresh: signature of form");
    expect(w("Suresh has the flu since monday")).toBeNull();
    expect(w("pending with admin: my ID card")).toBe("admin: ID card");
    expect(w("I'm pending on my part of the deck")).toBeNull();
    expect(w("did the bank send the statement or not?")).toBe("bank: send statement");
    expect(w("cashback for the cancelled order not received yet")).toBe("cashback for the cancelled order");
    expect(w("I have not received the parcel yet")).not.toBeNull();
    expect(w("support promised a callback by evening")).toBe("support: callback");
    expect(w("I promised Dev a call back", ["Dev"])).toBeNull();
    expect(w("the gas connection application is under process")).toBe("gas connection application");
    expect(w("no update needed on the tracker this week")).toBeNull();
    expect(w("no clarity from the landlord on the deposit")).not.toBeNull();
  });

describe("someone's people who haven't acted (thirtieth round)", () => {
  it("reads a possessive party before 'still haven't'", () => {
    const w = (text: string, names: string[] = []) => detectWaiting(text, names)?.waitingFor ?? null;
    expect(w("Chip Lawson's buyers still haven't signed the amendment", ["Chip Lawson"])).toBe("Lawson's buyers: signature of amendment");
    expect(w("Marta's lawyers haven't sent the draft")).not.toBeNull();
    expect(w("Marta's kids haven't stopped laughing")).toBeNull();
  });
  it("reads a sender's word that a thing gets here on a day, not a visitor's", () => {
    const w = (text: string) => detectWaiting(text, [])?.waitingFor ?? null;
    expect(w("ordered a new lamp, Target says it gets here friday")).toBe("new lamp (delivery)");
    expect(w("my cousin says she gets here friday")).toBeNull();
  });
  it("reads the arrival of a thing ordered, 'it comes monday', not a visit", () => {
    const w = (text: string) => detectWaiting(text, [])?.waitingFor ?? null;
    expect(w("ordered a shirt for the boy, it comes monday")).toBe("shirt for the boy (delivery)");
    expect(w("the plumber comes monday")).toBeNull();
    expect(w("ordered pizza, it comes in 20 min")).toBeNull();
  });
  it("reads 'it's due <day>' after a thing ordered, and money that should hit the account (round 35)", () => {
    const w = (text: string) => detectWaiting(text, [])?.waitingFor ?? null;
    expect(w("ordered a new kettle, it's due thursday")).toBe("new kettle (delivery)");
    expect(w("the essay's due thursday")).toBeNull();
    expect(w("finished the library book, it's due thursday")).toBeNull();
    expect(w("the bond should hit the account by friday")).not.toBeNull();
    expect(w("I should hit the account settings and change my password")).toBeNull();
  });
});

describe("a thing held by a party, told as a state (thirty-seventh round)", () => {
  const w = (text: string, names: string[] = []) => detectWaiting(text, names)?.waitingFor ?? null;
  it("reads '<thing> is with <party> now', resolving 'them' to the party written to, not a person with someone", () => {
    expect(w("Lachie's application is with QUT now, decisions come out by the 30th", ["Lachie"])).toBe("QUT: decision on Lachie's application");
    expect(w("emailed IT about the printer on 7B again, the ticket's with them now")).toMatch(/^IT: /);
    expect(w("Nan's with Bec now for the weekend", ["Bec"])).toBeNull();
    expect(w("the kids are with their dad now")).toBeNull();
    expect(w("I'm with Telstra now")).toBeNull();
    expect(w("audit report's with the client now, went over at 8:50")).toBeNull();
  });
  it("reads a ball in a two-word possessive's court, and pay that still hasn't hit the payslip", () => {
    expect(w("the ball's in Tully's parents' court about the schoolies house", ["Tully"])).toMatch(/^Tully's parents: /);
    expect(w("my overtime still hasn't hit my pay")).not.toBeNull();
    expect(w("the car still hasn't hit the road")).toBeNull();
  });
});
});

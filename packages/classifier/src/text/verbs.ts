/** Base-form verbs that open an imperative note ("send the invoice", "pick up milk"). */
export const IMPERATIVE_VERBS = new Set(
  `add apply arrange ask assemble attend back bake book bring buy call cancel change charge chase check
  clean clear collect confirm contact cook cover create deal decide defrost deliver deposit design
  do donate draft drop email e-mail update file fill find finish fix follow get give go grab hang help
  hire install invite join learn list look mail make meet message migrate move mow order organise
  organize pack paint pay phone pick plan plant post prep prepare print push put read rebook
  reconcile register remember renew repair replace reply research reschedule return review ring
  schedule sell send set ship shop sign sort start submit swap take talk tell text tidy track train
  try turn unsubscribe upload visit wash watch water wrap write test renew sweep vacuum iron
  back-up backup block cancel ask drive walk feed refill restock refund invoice quote facetime zoom
  text skype whatsapp dm ping outline price print reach recycle sell list gift wrap write deploy
  pair merge refactor debug ship release fix test mop scrub dust vacuum bake braid hem sew plant prune
  rake shovel assemble mount install sand stain seal polish defrost descale`.split(/\s+/),
);

/** Words that are past tense but can also be the present or a base form. */
export const AMBIGUOUS_PAST = new Set(["set", "put", "cut", "hit", "read", "quit", "let", "cost", "shut", "spread"]);

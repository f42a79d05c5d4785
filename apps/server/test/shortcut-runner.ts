import type { PlistValue } from "plist";

/**
 * Runs the few Shortcuts actions the "Capture Thought" recipe uses, as the Shortcuts app would:
 * import questions answered, Ask for Input given `input`, Get Contents of URL through `fetchJson`.
 * A test stand-in for an iPhone, so the recipe's wiring (which variable lands in which field and
 * header) is proven against the real endpoint, not only its shape.
 */
type Dict = Record<string, PlistValue>;
type Fetch = (request: { url: string; method: string; headers: Record<string, string>; body: unknown }) => Promise<unknown>;

const asDict = (value: PlistValue | undefined): Dict => (value ?? {}) as Dict;

function resolveText(token: PlistValue | undefined, outputs: Map<string, unknown>): string {
  if (typeof token === "string") return token;
  const value = asDict(asDict(token).Value);
  const text = String(value.string ?? "");
  const ranges = Object.entries(asDict(value.attachmentsByRange))
    .map(([range, ref]) => ({ at: Number(/^\{(\d+), 1\}$/.exec(range)?.[1]), ref: asDict(ref) }))
    .sort((a, b) => b.at - a.at);
  let out = text;
  for (const { at, ref } of ranges) {
    if (out[at] !== "\uFFFC") throw new Error(`no variable marker at ${at} in ${JSON.stringify(text)}`);
    if (!outputs.has(String(ref.OutputUUID))) throw new Error(`unknown output ${String(ref.OutputUUID)}`);
    out = out.slice(0, at) + String(outputs.get(String(ref.OutputUUID))) + out.slice(at + 1);
  }
  return out;
}

function resolveDictionary(field: PlistValue | undefined, outputs: Map<string, unknown>): Record<string, string> {
  const items = (asDict(asDict(field).Value).WFDictionaryFieldValueItems ?? []) as Dict[];
  return Object.fromEntries(items.map((item) => [resolveText(item.WFKey, outputs), resolveText(item.WFValue, outputs)]));
}

export async function runShortcut(workflow: Dict, answers: string[], input: string, fetchJson: Fetch): Promise<{ notifications: Array<{ title: string; body: string }> }> {
  const actions = structuredClone(workflow.WFWorkflowActions as Dict[]);
  for (const [i, question] of ((workflow.WFWorkflowImportQuestions ?? []) as Dict[]).entries()) {
    asDict(actions[Number(question.ActionIndex)]?.WFWorkflowActionParameters)[String(question.ParameterKey)] = answers[i] ?? "";
  }
  const outputs = new Map<string, unknown>();
  const notifications: Array<{ title: string; body: string }> = [];
  for (const act of actions) {
    const p = asDict(act.WFWorkflowActionParameters);
    const id = String(p.UUID ?? "");
    switch (act.WFWorkflowActionIdentifier) {
      case "is.workflow.actions.gettext":
        outputs.set(id, resolveText(p.WFTextActionText, outputs));
        break;
      case "is.workflow.actions.ask":
        outputs.set(id, input);
        break;
      case "is.workflow.actions.downloadurl":
        outputs.set(
          id,
          await fetchJson({ url: String(p.WFURL), method: String(p.WFHTTPMethod), headers: resolveDictionary(p.WFHTTPHeaders, outputs), body: resolveDictionary(p.WFJSONValues, outputs) }),
        );
        break;
      case "is.workflow.actions.getvalueforkey": {
        const source = asDict(asDict(p.WFInput).Value);
        let value: unknown = outputs.get(String(source.OutputUUID));
        for (const key of String(p.WFDictionaryKey).split(".")) value = (value as Record<string, unknown> | undefined)?.[key];
        outputs.set(id, value);
        break;
      }
      case "is.workflow.actions.notification":
        notifications.push({ title: String(p.WFNotificationActionTitle), body: resolveText(p.WFNotificationActionBody, outputs) });
        break;
      default:
        throw new Error(`the runner does not know ${String(act.WFWorkflowActionIdentifier)}`);
    }
  }
  return { notifications };
}

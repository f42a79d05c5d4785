import { randomUUID } from "node:crypto";
import { buildBinary, type PlistValue } from "plist";

/**
 * The "Capture Thought" shortcut as a file the Shortcuts app reads (spec 2.16's experimental
 * auto-create): a binary property list in Apple's WFWorkflow format, built with the `plist`
 * package. Its steps: a Text action holding the key, filled in by an import question so the file
 * carries no secret; Ask for Input; Get Contents of URL (POST, JSON {original_input}, header
 * Authorization: Bearer <key>); Get Dictionary Value data.original_input; Show Notification.
 * iOS 15 and later import only signed shortcut files, see the README.
 */

export const RECIPE_FILENAME = "Capture Thought.shortcut";
export const IMPORT_QUESTION = "Paste your Life Intelligence shortcut key (li_…) from the Apple Shortcuts page";
export const ASK_PROMPT = "What's on your mind?";
export const NOTIFICATION_TITLE = "Thought captured!";

/** Shortcuts marks where a variable sits in a text with this character. */
const VARIABLE = "\uFFFC";

type Dict = { [key: string]: PlistValue };

function output(uuid: string, name: string): Dict {
  return { OutputUUID: uuid, OutputName: name, Type: "ActionOutput" };
}

/** A text with one variable at `before.length`; Shortcuts counts the range in UTF-16 units, as JS does. */
function textWithVariable(before: string, variable: Dict): Dict {
  return {
    Value: { string: `${before}${VARIABLE}`, attachmentsByRange: { [`{${before.length}, 1}`]: variable } },
    WFSerializationType: "WFTextTokenString",
  };
}

function plainText(text: string): Dict {
  return { Value: { string: text, attachmentsByRange: {} }, WFSerializationType: "WFTextTokenString" };
}

/** A dictionary parameter (JSON body, headers) of text keys and values. */
function dictionaryField(items: Array<[string, Dict]>): Dict {
  return {
    Value: { WFDictionaryFieldValueItems: items.map(([key, value]) => ({ WFItemType: 0, WFKey: plainText(key), WFValue: value })) },
    WFSerializationType: "WFDictionaryFieldValue",
  };
}

function action(identifier: string, parameters: Dict): Dict {
  return { WFWorkflowActionIdentifier: identifier, WFWorkflowActionParameters: parameters };
}

/** The workflow as a plain object (tests read it); `captureUrl` is this server's POST /shortcuts/capture. */
export function captureThoughtWorkflow(captureUrl: string): Dict {
  const ids = { key: randomUUID().toUpperCase(), ask: randomUUID().toUpperCase(), post: randomUUID().toUpperCase(), title: randomUUID().toUpperCase() };
  return {
    WFWorkflowClientVersion: "2302.0.4",
    WFWorkflowMinimumClientVersion: 900,
    WFWorkflowMinimumClientVersionString: "900",
    WFWorkflowIcon: { WFWorkflowIconStartColor: 463140863, WFWorkflowIconGlyphNumber: 59446 },
    WFWorkflowTypes: ["Watch", "NCWidget"],
    WFWorkflowInputContentItemClasses: ["WFStringContentItem"],
    WFWorkflowOutputContentItemClasses: [],
    WFWorkflowHasShortcutInputVariables: false,
    WFQuickActionSurfaces: [],
    WFWorkflowImportQuestions: [{ ActionIndex: 0, Category: "Parameter", DefaultValue: "", ParameterKey: "WFTextActionText", Text: IMPORT_QUESTION }],
    WFWorkflowActions: [
      action("is.workflow.actions.gettext", { UUID: ids.key, CustomOutputName: "Shortcut key", WFTextActionText: "" }),
      action("is.workflow.actions.ask", { UUID: ids.ask, WFAskActionPrompt: ASK_PROMPT, WFInputType: "Text" }),
      action("is.workflow.actions.downloadurl", {
        UUID: ids.post,
        WFURL: captureUrl,
        WFHTTPMethod: "POST",
        WFHTTPBodyType: "JSON",
        WFJSONValues: dictionaryField([["original_input", textWithVariable("", output(ids.ask, "Provided Input"))]]),
        ShowHeaders: true,
        WFHTTPHeaders: dictionaryField([["Authorization", textWithVariable("Bearer ", output(ids.key, "Shortcut key"))]]),
      }),
      action("is.workflow.actions.getvalueforkey", {
        UUID: ids.title,
        // What was captured: the answer comes before classification (ai_title is filled by the job).
        WFDictionaryKey: "data.original_input",
        WFInput: { Value: output(ids.post, "Contents of URL"), WFSerializationType: "WFTextTokenAttachment" },
      }),
      action("is.workflow.actions.notification", {
        WFNotificationActionTitle: NOTIFICATION_TITLE,
        WFNotificationActionBody: textWithVariable("", output(ids.title, "Dictionary Value")),
      }),
    ],
  };
}

/** The file served as Capture Thought.shortcut. */
export function captureThoughtShortcut(captureUrl: string): Buffer {
  return Buffer.from(buildBinary(captureThoughtWorkflow(captureUrl)));
}

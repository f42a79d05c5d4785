/** Query parameters that carry a credential and must never be written to the log. */
const SECRET_PARAMS = new Set(["ticket"]);

/** The URL as logged: the value of a secret parameter is replaced, everything else kept as sent. */
export function redactUrl(url: string): string {
  const question = url.indexOf("?");
  if (question === -1) return url;
  const query = url
    .slice(question + 1)
    .split("&")
    .map((pair) => {
      const name = pair.split("=", 1)[0] ?? "";
      return SECRET_PARAMS.has(name.toLowerCase()) ? `${name}=[redacted]` : pair;
    })
    .join("&");
  return `${url.slice(0, question)}?${query}`;
}

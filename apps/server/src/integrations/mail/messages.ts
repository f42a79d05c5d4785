/** The e-mails the app sends; plain text first, with a simple HTML twin. */

export interface LinkMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function render(subject: string, lines: string[], link: string, action: string, footer: string): LinkMail {
  const text = [...lines, "", `${action}: ${link}`, "", footer].join("\n");
  const html = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    `<p style="color:#666">${escapeHtml(footer)}</p>`,
  ].join("\n");
  return { subject, text, html };
}

export function welcomeMail(email: string, link: string, hours: number): LinkMail {
  return render(
    "Welcome to Life Intelligence",
    ["Welcome to Life Intelligence!", `Your account for ${email} is ready. Open the link below to sign in and choose your password.`],
    link,
    "Sign in and set your password",
    `The link works once and expires in ${hours} hours. If you did not sign up, ignore this e-mail.`,
  );
}

export function resetMail(link: string, minutes: number): LinkMail {
  return render(
    "Reset your Life Intelligence password",
    ["Someone asked to reset the password of your Life Intelligence account.", "Open the link below to choose a new one."],
    link,
    "Choose a new password",
    `The link works once and expires in ${minutes} minutes. If you did not ask for this, ignore this e-mail; your password stays as it is.`,
  );
}

/** The friends capability's e-mails: plain text, the site's words (friend label), links to the site. */

const withArticle = (word: string) => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);

export function invitationMail(input: { siteName: string; senderName: string; friendLabel: string; registerUrl: string }) {
  const label = input.friendLabel.toLowerCase();
  return {
    subject: `${input.senderName} invited you to ${input.siteName}`,
    text: [
      `${input.senderName} would like you to be ${withArticle(label)} on ${input.siteName}.`,
      '',
      `Create your account here: ${input.registerUrl}`,
      '',
      `Once you register with this e-mail address, their ${label} request will be waiting for you.`,
    ].join('\n'),
  };
}

export function friendMessageMail(input: { siteName: string; senderName: string; message: string; friendsUrl: string }) {
  return {
    subject: `${input.senderName} sent you a message on ${input.siteName}`,
    text: [`${input.senderName} wrote:`, '', input.message, '', `Reply from ${input.siteName}: ${input.friendsUrl}`].join('\n'),
  };
}

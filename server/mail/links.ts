/** Every link in a mail's text, in order. */
export const mailLinks = (text: string): string[] => text.match(/https?:\/\/\S+/g) ?? [];

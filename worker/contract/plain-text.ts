import { z } from 'zod';

// People's text is written into places where a control character does harm: a CR in a name
// becomes a new property in an .ics file or a header in mail, and the rest show as nothing.
// Single-line fields refuse every control character; multi-line fields (bios, messages,
// descriptions) keep LF only: their CRLF or lone CR line breaks become LF first (a browser sends
// a form's line breaks as CRLF). Every text input of the API is built from one of these two.

export const LINE_CONTROL_MESSAGE = 'Use one line of plain text, without line breaks, tabs or other control characters';
export const TEXT_CONTROL_MESSAGE = 'Use plain text: line breaks are fine, tabs and other control characters are not';

// Unicode's control characters (Cc): the C0 set, DEL and the C1 set.
const ANY_CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LF = /[^\P{Cc}\n]/u;

export const plainLine = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !ANY_CONTROL.test(value), LINE_CONTROL_MESSAGE);

export const plainText = (params?: Parameters<typeof z.string>[0]) =>
  z
    .string(params)
    .overwrite((value) => value.replace(/\r\n?/g, '\n'))
    .refine((value) => !CONTROL_BUT_LF.test(value), TEXT_CONTROL_MESSAGE);

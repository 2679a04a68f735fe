import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MailLanguage } from './mail-texts';

/** Colours and type shared by every mail; inline styles, because many mail clients drop <style>. */
export const MAIL_COLOURS = {
  page: '#f4f4f5',
  card: '#ffffff',
  text: '#18181b',
  muted: '#3f3f46',
  quiet: '#52525b',
  link: '#1d4ed8',
} as const;

const FONT_FAMILY = {
  // Vazirmatn where the reader has it; Tahoma and Segoe UI draw Persian well on Windows.
  rtl: "Vazirmatn, Tahoma, 'Segoe UI', sans-serif",
  ltr: "-apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
} as const;

interface MailDocumentProps {
  mail: Pick<MailLanguage, 'language' | 'dir'>;
  title: string;
  children: ReactNode;
}

/**
 * A whole mail: <html lang dir>, and the content on a white card at most 600 px wide. The card is a
 * layout table, not a <div> with max-width, because Outlook's Word engine ignores max-width and padding
 * on a <div>; the `width` attribute and the cell padding it does honour.
 */
export function MailDocument({ mail, title, children }: MailDocumentProps) {
  const textAlign = mail.dir === 'rtl' ? 'right' : 'left';
  return (
    <html lang={mail.language} dir={mail.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body
        style={{
          margin: 0,
          padding: 0,
          background: MAIL_COLOURS.page,
          color: MAIL_COLOURS.text,
          fontFamily: FONT_FAMILY[mail.dir],
          fontSize: '16px',
          lineHeight: 1.5,
        }}
      >
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ background: MAIL_COLOURS.page }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: '24px 12px' }}>
                <table
                  role="presentation"
                  width={600}
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ width: '100%', maxWidth: '600px', background: MAIL_COLOURS.card, borderRadius: '8px' }}
                >
                  <tbody>
                    <tr>
                      <td dir={mail.dir} style={{ padding: '24px', textAlign, fontFamily: FONT_FAMILY[mail.dir] }}>
                        {children}
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/** A link drawn as a button: the colour sits on a table cell too, since Outlook draws no padding or background on an <a>. */
export function MailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: '0 0 24px' }}>
      <tbody>
        <tr>
          <td style={{ background: MAIL_COLOURS.link, borderRadius: '6px' }}>
            <a
              href={href}
              style={{
                display: 'inline-block',
                padding: '12px 20px',
                color: '#ffffff',
                fontWeight: 600,
                textDecoration: 'none',
                borderRadius: '6px',
              }}
            >
              {children}
            </a>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** The HTML part of a mail: React's own server renderer, so every text and attribute is escaped by React. */
export function renderMailHtml(document: ReactNode): string {
  return `<!doctype html>\n${renderToStaticMarkup(document)}\n`;
}

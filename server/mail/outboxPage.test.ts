import { describe, expect, it } from 'vitest';
import { OUTBOX_PAGE_TEXT, type OutboxMail, outboxPage } from './outboxPage.ts';

const mail = (fields: Partial<OutboxMail> = {}): OutboxMail => ({
  toAddress: 'ann@example.com',
  subject: 'Activate your account',
  textBody: 'Open http://127.0.0.1:3001/a/activate/abc to finish.',
  kind: 'activation',
  status: 'pending',
  createdAt: new Date('2026-11-26T10:00:00Z'),
  ...fields,
});

describe('outboxPage', () => {
  it('shows each mail with its links clickable', () => {
    const page = outboxPage([mail()]);
    expect(page).toContain('<h2>Activate your account</h2>');
    expect(page).toContain('To ann@example.com · activation · pending · 2026-11-26 10:00:00 UTC');
    expect(page).toContain(
      'Open <a href="http://127.0.0.1:3001/a/activate/abc">http://127.0.0.1:3001/a/activate/abc</a> to finish.',
    );
  });

  it('escapes what the mail holds, so no markup from it runs', () => {
    const page = outboxPage([mail({ subject: '<script>x</script>', textBody: 'Hi <b>"you"</b> & co' })]);
    expect(page).not.toContain('<script>x');
    expect(page).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(page).toContain('Hi &lt;b&gt;&quot;you&quot;&lt;/b&gt; &amp; co');
  });

  it('says what to do when there is no mail', () => {
    expect(outboxPage([])).toContain(OUTBOX_PAGE_TEXT.empty);
  });
});

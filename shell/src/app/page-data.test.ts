import { readPageData } from './page-data';

const page = (elements: string) => new DOMParser().parseFromString(`<!doctype html><html><head>${elements}</head><body></body></html>`, 'text/html');
const json = (id: string, value: unknown) => `<script type="application/json" id="${id}">${JSON.stringify(value)}</script>`;
const member = { id: 'u1', fullName: 'Ada Lovelace', email: 'ada@club.example', isAdmin: false };

describe('the data a server-rendered page carries', () => {
  it('reads the config, the manifests, the session user the page was drawn for and its first screen\'s answers', () => {
    const answers = { 'admin/membership/stats': { pending: 1, approved: 2 } };
    const data = readPageData(page(json('club-config', { brandName: 'Club' }) + json('club-manifests', { m: { id: 'x' } }) + json('club-session', member) + json('club-answers', answers)));
    expect(data).toEqual({ config: { brandName: 'Club' }, manifests: { m: { id: 'x' } }, sessionUser: member, answers });
  });

  it('leaves out what is missing, unreadable or not a user (the page then starts without a session)', () => {
    expect(readPageData(page(''))).toEqual({ config: undefined, manifests: {}, sessionUser: undefined, answers: {} });
    expect(readPageData(page(json('club-answers', ['not', 'by', 'path']))).answers).toEqual({});
    expect(readPageData(page('<script type="application/json" id="club-session">{oops</script>')).sessionUser).toBeUndefined();
    expect(readPageData(page(json('club-session', { id: 'u1', isAdmin: 'yes' }))).sessionUser).toBeUndefined();
  });
});

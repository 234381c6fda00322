// The names' key (migration 0018's name_key()) for every Latin letter with a diacritic, not only
// Latin-1 and Latin Extended-A: Vietnamese ('Nguyễn' sorts and is found as 'nguyen'), pinyin
// ('Lǚ'), Romanian and the rest of Latin Extended-B and Latin Extended Additional. The table is
// every letter of U+00C0-U+024F and U+1E00-U+1EFF whose canonical decomposition is an ASCII letter
// and combining marks (Unicode keeps decompositions stable), with 0018's letters that have none
// (đ ð ħ ı ŀ ł ø ŧ) and ǿ (ø with an accent): so a name is keyed as the apps' own searches fold
// it in the browser. Letters that stand for two (ß, æ, œ) and other scripts are kept as they are.
// PostgreSQL: the function is replaced, and the keys stored by 0018 (name_sort) and 0019
// (search_key) are computed again by rewriting each row. SQLite computes keys in its queries with
// the API's own function, which reads the table below (db/name-key.ts).
// A change to the table is a new migration, never an edit of this one.
import { PostgresIntrospector, sql, type Kysely, type Migration } from 'kysely';
import { NAME_KEY_FROM as LATIN_1_FROM, NAME_KEY_TO as LATIN_1_TO } from './0018-name-key';

/** Each group of letters and the letter it is keyed as. */
const GROUPS: ReadonlyArray<readonly [string, string]> = [
  ['ÀÁÂÃÄÅàáâãäåĀāĂăĄąǍǎǞǟǠǡǺǻȀȁȂȃȦȧḀḁẠạẢảẤấẦầẨẩẪẫẬậẮắẰằẲẳẴẵẶặ', 'a'],
  ['ḂḃḄḅḆḇ', 'b'],
  ['ÇçĆćĈĉĊċČčḈḉ', 'c'],
  ['ĎďḊḋḌḍḎḏḐḑḒḓđðĐÐ', 'd'],
  ['ÈÉÊËèéêëĒēĔĕĖėĘęĚěȄȅȆȇȨȩḔḕḖḗḘḙḚḛḜḝẸẹẺẻẼẽẾếỀềỂểỄễỆệ', 'e'],
  ['Ḟḟ', 'f'],
  ['ĜĝĞğĠġĢģǦǧǴǵḠḡ', 'g'],
  ['ĤĥȞȟḢḣḤḥḦḧḨḩḪḫẖħĦ', 'h'],
  ['ÌÍÎÏìíîïĨĩĪīĬĭĮįİǏǐȈȉȊȋḬḭḮḯỈỉỊịı', 'i'],
  ['Ĵĵǰ', 'j'],
  ['ĶķǨǩḰḱḲḳḴḵ', 'k'],
  ['ĹĺĻļĽľḶḷḸḹḺḻḼḽŀĿłŁ', 'l'],
  ['ḾḿṀṁṂṃ', 'm'],
  ['ÑñŃńŅņŇňǸǹṄṅṆṇṈṉṊṋ', 'n'],
  ['ÒÓÔÕÖòóôõöŌōŎŏŐőƠơǑǒǪǫǬǭȌȍȎȏȪȫȬȭȮȯȰȱṌṍṎṏṐṑṒṓỌọỎỏỐốỒồỔổỖỗỘộỚớỜờỞởỠỡỢợøØǾǿ', 'o'],
  ['ṔṕṖṗ', 'p'],
  ['ŔŕŖŗŘřȐȑȒȓṘṙṚṛṜṝṞṟ', 'r'],
  ['ŚśŜŝŞşŠšȘșṠṡṢṣṤṥṦṧṨṩ', 's'],
  ['ŢţŤťȚțṪṫṬṭṮṯṰṱẗŧŦ', 't'],
  ['ÙÚÛÜùúûüŨũŪūŬŭŮůŰűŲųƯưǓǔǕǖǗǘǙǚǛǜȔȕȖȗṲṳṴṵṶṷṸṹṺṻỤụỦủỨứỪừỬửỮữỰự', 'u'],
  ['ṼṽṾṿ', 'v'],
  ['ŴŵẀẁẂẃẄẅẆẇẈẉẘ', 'w'],
  ['ẊẋẌẍ', 'x'],
  ['ÝýÿŶŷŸȲȳẎẏẙỲỳỴỵỶỷỸỹ', 'y'],
  ['ŹźŻżŽžẐẑẒẓẔẕ', 'z'],
];

/** translate()'s two strings: every letter of NAME_KEY_FROM becomes the one at its place in NAME_KEY_TO. */
export const NAME_KEY_FROM = `ABCDEFGHIJKLMNOPQRSTUVWXYZ${GROUPS.map(([letters]) => letters).join('')}`;
export const NAME_KEY_TO = `abcdefghijklmnopqrstuvwxyz${GROUPS.map(([letters, base]) => base.repeat([...letters].length)).join('')}`;

const isPostgres = (db: Kysely<unknown>): boolean => db.introspection instanceof PostgresIntrospector;

/** name_key() with the given table, and every stored key computed again with it. */
async function keyWith(db: Kysely<unknown>, from: string, to: string): Promise<void> {
  await sql`
    create or replace function name_key(name text) returns text
    language sql immutable strict parallel safe
    as ${sql.raw(`$$ select translate(name, '${from}', '${to}') $$`)}
  `.execute(db);
  // A stored generated column is computed again when a column it reads is written: name_sort reads
  // full_name; search_key reads full_name, email and profession (applications) or search (records).
  // No column set here starts a trigger that changes data (the directory's version is bumped once more).
  await sql`update membership_applications set full_name = full_name`.execute(db);
  await sql`update member_records set full_name = full_name, search = search`.execute(db);
}

export const nameKeyLatin: Migration = {
  async up(db: Kysely<unknown>) {
    if (isPostgres(db)) await keyWith(db, NAME_KEY_FROM, NAME_KEY_TO);
  },
  async down(db: Kysely<unknown>) {
    if (isPostgres(db)) await keyWith(db, LATIN_1_FROM, LATIN_1_TO);
  },
};

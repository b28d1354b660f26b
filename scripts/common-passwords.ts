/**
 * Writes apps/server/src/modules/accounts/common-passwords.txt: the passwords of 10 or more characters
 * that people pick most, assembled from the well-known patterns of published breach studies (a common
 * word or name with a year, a count or a "!", keyboard walks, repeated and counted digits).
 * Shorter ones need no list: the length rule refuses them. Run: node --import tsx scripts/common-passwords.ts
 */
import fs from 'node:fs';
import path from 'node:path';

const MIN_LENGTH = 10;

// The words and names at the top of every published list of leaked passwords.
const WORDS = `
password passw0rd p@ssword p@ssw0rd pass passwd letmein welcome welcome1 admin administrator root login
qwerty qwertyuiop asdfgh asdfghjkl zxcvbn zxcvbnm azerty qwertz iloveyou iloveu loveyou lovely love
monkey dragon master shadow sunshine princess football baseball basketball soccer hockey superman batman
spiderman pokemon starwars trustno1 freedom whatever secret hello hello123 access flower jordan michael
jennifer hunter buster harley tigger charlie robert thomas daniel andrew joshua matthew jessica ashley
amanda nicole michelle summer winter autumn spring cheese computer internet orange banana apple cookie
chocolate chicken pepper ginger maggie bailey buddy lucky killer ranger thunder matrix mustang corvette
ferrari porsche mercedes yankees cowboys dallas chelsea liverpool arsenal barcelona madrid juventus
manchester united london paris berlin america canada england france germany italia espana brazil mexico
australia samsung google facebook twitter youtube microsoft windows linux apple123 iphone android
qazwsx qweasd qweasdzxc 1qaz2wsx zaq12wsx 1q2w3e4r 1q2w3e4r5t q1w2e3r4 q1w2e3r4t5 qwer1234 asdf1234
abc123 abcd1234 abcdef abcdefg abcdefgh abcdefghij aaaaaa asdasd qweqwe zxczxc qwe123 asd123 zxc123
changeme default guest test tester testing user user123 demo sample temp temporary newpass newpassword
mypassword yourpassword nopassword password1 password12 password123 secret123 admin123 root123
letmein123 welcome123 master123 dragon123 monkey123 shadow123 sunshine123 princess123 football123
baseball123 superman123 batman123 qwerty123 iloveyou123 trustme trustnoone godisgood jesus jesus123
christ blessed angel angels heaven faith hope destiny forever always together family friends friend
happy smile beautiful pretty sweet sweetie honey baby babygirl babyboy darling sweetheart lovers
butterfly rainbow unicorn dolphin tiger lion eagle falcon panther wolf bear horse pony kitten puppy
doggy dog cat pussycat snoopy garfield mickey minnie donald disney barbie hello kitty hellokitty
naruto sasuke goku vegeta zelda mario luigi sonic minecraft fortnite roblox warcraft diablo halo
ninja samurai pirate cowboy soldier marine army navy police fireman doctor nurse teacher student
school college university summer2020 holiday vacation beach ocean island paradise sunset sunrise
moonlight starlight midnight diamond crystal silver golden gold money dollar million rich success
winner champion victory legend hero king queen prince boss bigboss bigdaddy daddy mommy mother father
sister brother husband wife lover mylove myself nothing anything something everything someone
whatever1 blahblah qwertyqwerty passpass loveme kissme fuckme fuckyou fuckoff shithead bullshit
asshole bitch sexy sexygirl hottie hotstuff cutie cupcake sugar candy muffin pumpkin peanut
butter coffee tequila vodka whisky whiskey beer wine merlot cabernet champagne bordeaux burgundy
chardonnay sauvignon pinotnoir rioja prosecco sherry vineyard sommelier grapes cheers cellar
michael1 jordan23 letmein1 charlie1 thomas1 robert1 george william james john david richard joseph
christopher anthony mark donald steven paul kenneth kevin brian edward ronald timothy jason jeffrey
ryan jacob gary nicholas eric stephen jonathan larry justin scott brandon benjamin samuel frank
gregory raymond alexander patrick jack dennis jerry tyler aaron henry douglas peter adam nathan
zachary walter kyle harold carl jeremy keith roger gerald ethan arthur terry christian sean lawrence
austin joe noah jesse albert bryan billy bruce willie jordan dylan alan ralph gabriel roy juan wayne
eugene logan randy louis russell vincent philip bobby johnny bradley mary patricia linda barbara
elizabeth susan margaret dorothy lisa nancy karen betty helen sandra donna carol ruth sharon laura
sarah kimberly deborah emily melissa stephanie rebecca kathleen amy anna samantha katherine christine
debra rachel carolyn janet catherine maria heather diane olivia julie joyce victoria kelly christina
lauren joan evelyn judith megan andrea cheryl hannah jacqueline martha gloria teresa sara madison
frances kathryn janice jean abigail alice judy sophia grace denise amber doris marilyn danielle
beverly isabella theresa diana natalie brittany charlotte marie kayla alexis lori
`;

// Suffixes in the order people use them; earlier tiers are kept first when the list is trimmed.
const TIERS: ((word: string) => string[])[] = [
  (w) => ['', '1', '12', '123', '1234', '12345', '123456', '!', '1!', '123!'].map((s) => w + s),
  (w) => Array.from({ length: 2026 - 2000 + 1 }, (_, i) => `${w}${2000 + i}`),
  (w) => ['01', '007', '69', '99', '11', '13', '21', '22', '23', '321', '777', '1234567', '12345678', '@123', '#1', '!!'].map((s) => w + s),
  (w) => [`${w}${w}`, `my${w}`, `ilove${w}`, `${w}isme`, `${w}2026!`, `${w}2025!`, `${w}2024!`, `${w}@2026`, `${w}@2025`],
  (w) => Array.from({ length: 2000 - 1960 }, (_, i) => `${w}${1960 + i}`),
];

function keyboardWalks(): string[] {
  const rows = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', '0987654321', 'poiuytrewq', 'lkjhgfdsa', 'mnbvcxz', 'azertyuiop', 'qwertzuiop'];
  const walks: string[] = [];
  for (const row of rows) {
    for (let length = 6; length <= row.length; length += 1) walks.push(row.slice(0, length));
  }
  walks.push('1qaz2wsx3edc', '1qaz2wsx3edc4rfv', 'qazwsxedc', 'qazwsxedcrfv', 'zaq12wsxcde3', '1q2w3e4r5t6y', '1q2w3e4r5t6y7u8i', 'q1w2e3r4t5y6', 'qwertyasdfgh', 'qwertyasdfghzxcvbn', 'asdfghjklqwertyuiop', '!qaz2wsx', '!qaz@wsx', '1qazxsw2', 'qweasdzxc123', 'qwerty1234', 'qwerty12345', 'qwerty123456', 'qwertyuiop123', 'asdfghjkl123', 'zxcvbnm123', 'qwe123qwe123', 'abc123abc123', 'a1b2c3d4e5', 'a1b2c3d4e5f6', 'abcd1234abcd', '1234qwer', '1234qwerasdf', '1234abcd', '1234567890q', 'q1234567890', '123qweasdzxc', '1234554321', '123454321', '12344321', '147258369', '159357', '1593572468', '741852963', '789456123', '7894561230', '963852741', '987654321', '9876543210', '0123456789', '123456789a', 'a123456789', '123456789q', '123456789z', '12345678910', '123456789123', '1234567890123', '12345678901234567890', '123123123', '123123123123', '123321123', '121212121212', '112233445566', '1122334455', '1111122222', '1212121212', '1231231231', '1qwertyuiop', 'passwordpassword', 'iloveyouiloveyou', 'letmeinletmein');
  return walks;
}

function repeats(): string[] {
  const out: string[] = [];
  for (const char of '0123456789abcdefghijklmnopqrstuvwxyz') {
    for (const length of [10, 11, 12, 14, 16, 20]) out.push(char.repeat(length));
  }
  for (const pair of ['12', '123', '1234', '12345', 'ab', 'abc', 'abcd', 'qwe', 'asd', 'xo', 'ha', 'la', '69', '00', '11']) {
    out.push(pair.repeat(Math.ceil(MIN_LENGTH / pair.length)), pair.repeat(Math.ceil(12 / pair.length)));
  }
  return out;
}

const words = [...new Set(WORDS.split(/\s+/).filter(Boolean).map((word) => word.toLowerCase()))];
const all = new Set<string>();
const candidates = [...keyboardWalks(), ...repeats(), ...TIERS.flatMap((tier) => words.flatMap(tier))];
for (const candidate of candidates) {
  const lower = candidate.toLowerCase();
  if (lower.length >= MIN_LENGTH) all.add(lower);
}

// Keep the list short enough to ship: tier by tier, until about 90 KB.
const sorted = [...all];
const lines: string[] = [];
let bytes = 0;
for (const line of sorted) {
  if (bytes + line.length + 1 > 90_000) break;
  lines.push(line);
  bytes += line.length + 1;
}

const target = path.resolve(import.meta.dirname, '../apps/server/src/modules/accounts/common-passwords.txt');
fs.writeFileSync(target, `${lines.join('\n')}\n`);
console.log(`wrote ${lines.length} passwords (${bytes} bytes) to ${path.relative(process.cwd(), target)}`);

/**
 * Writes apps/server/src/modules/accounts/common-passwords.txt, the list behind the "too common" rule:
 * the words and names that top every published study of leaked passwords, keyboard walks, counted and
 * repeated characters, and the usual combinations of them ("iloveyou", "mypassword", "monkeymonkey").
 * The server refuses a password that is on the list, or that is a listed word with only digits and
 * symbols around it ("Sunshine2024!", "p@ssw0rd123"), so the list need not spell out every year and "!".
 * Run: node --import tsx scripts/common-passwords.ts
 */
import fs from 'node:fs';
import path from 'node:path';

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

// Everyday words people reach for: months, days, colours, numbers, seasons, star signs, cars and places.
const EVERYDAY = `
january february march april may june july august september october november december
monday tuesday wednesday thursday friday saturday sunday weekend today tomorrow yesterday
red blue green yellow purple black white pink orange brown silver grey gray violet scarlet
one two three four five six seven eight nine ten eleven twelve hundred thousand zero
aries taurus gemini cancer leo virgo libra scorpio sagittarius capricorn aquarius pisces
toyota honda nissan ford chevy chevrolet bmw audi volkswagen volvo jaguar lexus mazda subaru harley
newyork chicago boston texas florida california vegas miami hawaii tokyo rome madrid milan dublin
cricket rugby tennis golf boxing hockey baseball softball volleyball skate surf fishing hunting
music guitar piano drums rock metal punk jazz rapper dance disco party festival cinema movie
pizza burger pasta sushi taco nachos bacon cheese butter bread cake candy cookie chocolate
flower garden forest mountain river ocean beach island desert jungle thunder storm rain snow
water fire earth wind stone rock metal iron steel copper gold silver platinum diamond pearl ruby
`;

// The names most often found in leaked passwords beyond those above.
const NAMES = `
emma olivia ava isabella sophia mia charlotte amelia harper evelyn abigail emily ella elizabeth
camila luna sofia avery mila aria scarlett penelope layla chloe victoria madison eleanor grace
nora riley zoey hannah hazel lily ellie violet lillian zoe stella aurora natalie emilia everly
leah aubrey willow addison lucy audrey bella nova brooklyn paisley savannah claire skylar
liam noah oliver elijah james william benjamin lucas henry alexander mason michael ethan daniel
jacob logan jackson levi sebastian mateo jack owen theodore aiden samuel joseph john david wyatt
matthew luke asher carter julian grayson leo jayden gabriel isaac lincoln anthony hudson dylan
ezra thomas charles christopher jaxon maverick josiah isaiah andrew elias joshua nathan caleb
ryan adrian miles eli nolan christian aaron cameron ezekiel colton luca landon hunter jonathan
santiago axel easton cooper jeremiah angel roman connor jameson robert greyson jordan ian carson
jaxson leonardo nicholas dominic austin everett brooks xavier kai jose parker adam jace wesley
kayden silas bennett declan waylon weston evan emmett micah ryder beau damian brayden gavin
`;

function keyboardWalks(): string[] {
  const rows = [
    '1234567890',
    'qwertyuiop',
    'asdfghjkl',
    'zxcvbnm',
    '0987654321',
    'poiuytrewq',
    'lkjhgfdsa',
    'mnbvcxz',
    'azertyuiop',
    'qwertzuiop',
  ];
  const walks: string[] = [];
  for (const row of rows) {
    for (let length = 6; length <= row.length; length += 1) walks.push(row.slice(0, length));
  }
  walks.push(
    '1qaz2wsx3edc',
    '1qaz2wsx3edc4rfv',
    'qazwsxedc',
    'qazwsxedcrfv',
    'zaq12wsxcde3',
    '1q2w3e4r5t6y',
    '1q2w3e4r5t6y7u8i',
    'q1w2e3r4t5y6',
    'qwertyasdfgh',
    'qwertyasdfghzxcvbn',
    'asdfghjklqwertyuiop',
    '!qaz2wsx',
    '!qaz@wsx',
    '1qazxsw2',
    'qweasdzxc123',
    'qwerty1234',
    'qwerty12345',
    'qwerty123456',
    'qwertyuiop123',
    'asdfghjkl123',
    'zxcvbnm123',
    'qwe123qwe123',
    'abc123abc123',
    'a1b2c3d4e5',
    'a1b2c3d4e5f6',
    'abcd1234abcd',
    '1234qwer',
    '1234qwerasdf',
    '1234abcd',
    '1234567890q',
    'q1234567890',
    '123qweasdzxc',
    '1234554321',
    '123454321',
    '12344321',
    '147258369',
    '159357',
    '1593572468',
    '741852963',
    '789456123',
    '7894561230',
    '963852741',
    '987654321',
    '9876543210',
    '0123456789',
    '123456789a',
    'a123456789',
    '123456789q',
    '123456789z',
    '12345678910',
    '123456789123',
    '1234567890123',
    '12345678901234567890',
    '123123123',
    '123123123123',
    '123321123',
    '121212121212',
    '112233445566',
    '1122334455',
    '1111122222',
    '1212121212',
    '1231231231',
    '1qwertyuiop',
    'passwordpassword',
    'iloveyouiloveyou',
    'letmeinletmein',
  );
  return walks;
}

function repeats(): string[] {
  const out: string[] = [];
  for (const char of '0123456789abcdefghijklmnopqrstuvwxyz!*.') {
    for (const length of [4, 6, 8, 10, 12, 16, 20]) out.push(char.repeat(length));
  }
  for (const pair of ['12', '123', '1234', '12345', 'ab', 'abc', 'abcd', 'qwe', 'asd', 'xo', 'ha', 'la', '69', '00', '11', '01']) {
    for (const length of [8, 10, 12, 16]) out.push(pair.repeat(Math.ceil(length / pair.length)).slice(0, length));
  }
  return out;
}

const split = (text: string) =>
  text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
// Most used first: the combinations below are made from the top of the list only.
const words = [...new Set([...split(WORDS), ...split(EVERYDAY), ...split(NAMES)])];
const top = words.slice(0, 400);
const combinations = top.flatMap((word) => [`ilove${word}`, `my${word}`, `${word}${word}`, `${word}isme`, `${word}love`, `iam${word}`]);

const lines = [...new Set([...words, ...keyboardWalks(), ...repeats(), ...combinations].filter((line) => line.length >= 3))];
const target = path.resolve(import.meta.dirname, '../apps/server/src/modules/accounts/common-passwords.txt');
fs.writeFileSync(target, `${lines.join('\n')}\n`);
const bytes = fs.statSync(target).size;
if (bytes > 100 * 1024) throw new Error(`the list is ${bytes} bytes; keep it under 100 KB`);
console.log(`wrote ${lines.length} passwords (${bytes} bytes) to ${path.relative(process.cwd(), target)}`);

/**
 * What the page needs to know about the ASCII art options, without figlet or any font: the names
 * of the bundled FIGlet fonts (one each; logic.test.ts checks the list against the bundled files),
 * the default font and the width range.
 */
const NAMES =
  "1Row|3-D|3D Diagonal|3D-ASCII|3x5|4Max|5 Line Oblique|Acrobatic|Alligator|Alligator2|Alpha|Alphabet|AMC 3 Line|AMC 3 Liv1|AMC AAA01|AMC Neko|AMC Razor|AMC Razor2|AMC Slash|AMC Slider|AMC Thin|AMC Tubes|AMC Untitled|ANSI Compact|ANSI Regular|ANSI Shadow|Arrows|ASCII New Roman|Avatar|B1FF|Babyface Lame|Babyface Leet|Banner|Banner3|Banner3-D|Banner4|Barbwire|Basic|Bear|Bell|Benjamin|Big|Big Chief|Big Money-ne|Big Money-nw|Big Money-se|Big Money-sw|Bigfig|Binary|Block|Blocks|Bloody|BlurVision ASCII|Bolger|Braced|Bright|Broadway|Broadway KB|Bubble|Bulbhead|Caligraphy|Caligraphy2|Calvin S|Cards|Catwalk|Chiseled|Chunky|Circle|Classy|Coder Mini|Coinstak|Cola|Colossal|Computer|Contessa|Contrast|Cosmike|Cosmike2|Crawford|Crawford2|Crazy|Cricket|Cursive|Cyberlarge|Cybermedium|Cybersmall|Cygnet|DANC4|Dancing Font|Decimal|Def Leppard|Delta Corps Priest 1|DiamFont|Diamond|Diet Cola|Digital|Doh|Doom|DOS Rebel|Dot Matrix|Double|Double Shorts|Dr Pepper|DWhistled|Efti Chess|Efti Font|Efti Italic|Efti Piti|Efti Robot|Efti Wall|Efti Water|Electronic|Elite|Emboss|Emboss 2|Epic|Fender|Filter|Fire Font-k|Fire Font-s|Flipped|Flower Power|Font Font|Four Tops|Fraktur|Fun Face|Fun Faces|Future|Future Smooth|Future Thin|Fuzzy|Georgi16|Georgia11|Ghost|Ghoulish|Glenyn|Goofy|Gothic|Graceful|Gradient|Graffiti|Greek|Heart Left|Heart Right|Henry 3D|Hex|Hieroglyphs|Hollywood|Horizontal Left|Horizontal Right|ICL-1900|Impossible|Invita|Isometric1|Isometric2|Isometric3|Isometric4|Italic|Ivrit|Jacky|Jazmine|Jerusalem|JS Block Letters|JS Bracket Letters|JS Capital Curves|JS Cursive|JS Stick Letters|Katakana|Kban|Keyboard|Knob|Konto|Konto Slant|Larry 3D|Larry 3D 2|LCD|Lean|Letter|Letters|Lil Devil|Line Blocks|Linguaholic Mini Block|Linguaholic Neon|Linguaholic Rounded|Linguaholic Shadow 3D|Linux|Lockergnome|Madrid|Marquee|Maxfour|Merlin1|Merlin2|Mike|Mini|miniwi|Mirror|Mnemonic|Modular|Morse|Morse2|Moscow|Mshebrew210|Muzzle|Nancyj|Nancyj-Fancy|Nancyj-Improved|Nancyj-Underlined|Nipples|NScript|NT Greek|NV Script|O8|Octal|Ogre|Old Banner|OS2|Pagga|Patorjk-HeX|Patorjk's Cheese|Pawp|Peaks|Peaks Slant|Pebbles|Pepper|Poison|Puffy|Puzzle|Pyramid|Rammstein|Rebel|Rectangles|Red Phoenix|Relief|Relief2|Reverse|Roman|Rot13|Rotated|Rounded|Rowan Cap|Rozzo|RubiFont|Runic|Runyc|S Blood|Santa Clara|Script|Serifcap|Shaded Blocky|Shadow|Shimrod|Short|SL Script|Slant|Slant Relief|Slide|Small|Small Block|Small Braille|Small Caps|Small Isometric1|Small Keyboard|Small Poison|Small Script|Small Shadow|Small Slant|Small Tengwar|Soft|Speed|Spliff|Stacey|Stampate|Stampatello|Standard|Star Strips|Star Wars|Stellar|Stforek|Stick Letters|Stop|Straight|Stronger Than All|Sub-Zero|Swamp Land|Swan|Sweet|Tanja|Tengwar|Term|Terrace|Test1|The Edge|Thick|Thin|THIS|Thorned|Three Point|Ticks|Ticks Slant|Tiles|Tinker-Toy|tmplr|Tombstone|Train|Trek|Tsalagi|Tubular|Twisted|Two Point|Univers|Upside Down Text|USA Flag|Varsity|Wavescape|Wavy|Weird|Wet Letter|Whimsy|WideTerm|Wow";

/** The bundled fonts, sorted without regard to case. */
export const FONT_NAMES: readonly string[] = NAMES.split('|');

export const DEFAULT_FONT = 'Standard';
export const DEFAULT_TEXT = 'Ascii ART';
export const DEFAULT_WIDTH = 80;
export const WIDTH_MIN = 0;
export const WIDTH_MAX = 10_000;

const fontSet = new Set(FONT_NAMES);
export const isFontName = (name: string): boolean => fontSet.has(name);

/** The key of the width's message when it is not a whole number from 0 to 10000, else undefined. */
export function widthError(width: number): 'widthRange' | undefined {
  return Number.isInteger(width) && width >= WIDTH_MIN && width <= WIDTH_MAX ? undefined : 'widthRange';
}

/**
 * The structured recipe read from the markdown a model wrote: what Save exports as schema.org
 * JSON-LD and what recipe apps import. Pure: no I/O, no DOM.
 */

/** Items under one label ("For the sauce"); `name` is null when the recipe does not group them. */
export interface RecipeGroup {
  name: string | null;
  items: string[];
}

export interface StructuredRecipe {
  /** The recipe's title, never the model's chatter before it. */
  name: string;
  description: string | null;
  /** Servings as a whole number, when the recipe states them. */
  servings: number | null;
  /** The yield as the recipe words it ("4 servings", "12 cookies"), when stated. */
  yieldText: string | null;
  prepMinutes: number | null;
  cookMinutes: number | null;
  totalMinutes: number | null;
  /** In order; one group with a null name when not grouped; empty when none were found. */
  ingredients: RecipeGroup[];
  instructions: RecipeGroup[];
  /** Tips and notes, plain text. */
  notes: string[];
  /** Cut off at the token limit: what is there is exported, marked incomplete. */
  incomplete: boolean;
}

export interface ReadRecipeOptions {
  /** The finish reason of the stream that wrote it: `length` marks it incomplete. */
  finishReason?: 'stop' | 'length' | null;
}

type Kind = 'ingr' | 'steps' | 'notes' | 'other' | null;

/**
 * g: a group label; i: a list item, table row or "Step N:" paragraph; c: an item nested under the
 * one before; p: a line of prose; h: a "Step N" heading; n: a "Note: …" line.
 */
interface Entry {
  t: 'g' | 'i' | 'c' | 'p' | 'h' | 'n';
  s: string;
  gap: boolean;
  /** Ordered. */
  o?: boolean;
  /** Bold as a whole, a title for what follows it. */
  b?: boolean;
  /** The text last added to `s`: its end decides how more is joined, without reading `s` again. */
  z: string;
}

interface Section {
  kind: Kind;
  /** How strong its label is: headings 4 to 9, a bold line 3, a plain "Label:" 2. */
  level: number;
  entries: Entry[];
  bullets?: boolean;
  head?: boolean;
}

// Every pattern here is anchored or has no overlapping repetition, so the work stays linear in
// the input: models' text is untrusted and can be long.
const CLEAN: [RegExp, string][] = [
  [/!\[[^[\]]*\]\([^()\s]*(?:\s+"[^"]*")?\)/g, ''],
  [/\[([^[\]]*)\]\([^()\s]*(?:\s+"[^"]*")?\)/g, '$1'],
  [/\*+|~~|`+/g, ''],
  [/(^|[\s([])_{1,3}(?=\S)|(\S)_{1,3}(?=[\s).,!?:;]|$)/g, '$1$2'],
  [/\s+/g, ' '],
];
const KINDS: [Kind, RegExp][] = [
  ['ingr', /^(?:\S+ ){0,2}(?:ingr[eé]di|you.?ll need|you will need)/],
  ['steps', /^(?:\S+ ){0,2}(?:instruc|direction|method|pr[eé]par|proced|steps\b|how to)/],
  [
    'notes',
    /^(?:\S+ ){0,2}(?:tipp?s?\b|notes?\b|nota|consejo|astuce|conseil|hinweis|variation|suggestion|serving|storage|substitut|make.ahead)/,
  ],
  ['other', /^(?:\S+ ){0,2}(?:equipment|tools?\b|utensil|nutrition)/],
];
const FOR = /^(?:for|für|pour|para|per|voor)\s/i;
const STEP = /^(?:step|schritt|paso|étape|etape|stap|passo)\s?\d+\s?[:.)–-]?\s?(.*)/i;
const NOTE =
  /^(?:chef.?s |pro |cook.?s )?(?:tips?|notes?|tipp|hinweis|nota|consejo|astuce)\s?:\s?(.+)/i;
const TIME = /^(\w+)( time| in)?\s?(:?)\s?((?:about |approx\.? |around |~)?\d.*)/i;
const YIELD =
  /^(serv\w*|porti\w*|porci\w*|yields?|makes)\s?:?\s?(?:makes )?((?:about |approx\.? |around |~)?\d.*)/i;
const CHATTER = /^(?:sure|certainly|of course|absolutely|here|below|okay|i|what a|let's)\b/i;
const CLOSING =
  /^(?:enjoy\b[^.]*!|bon app|guten appetit|buen provecho|eet smakelijk|happy (?:cooking|baking)|i hope|hope you|let me know)/i;

// A character escaped with a backslash is text, not a marker: it is kept aside until the end.
const plain = (s: string) =>
  CLEAN.reduce(
    (a, [re, to]) => a.replace(re, to),
    s.replace(/\\([!-/:-@[-`{-~])/g, (_, c: string) =>
      String.fromCharCode(0xe000 + c.charCodeAt(0)),
    ),
  )
    .replace(/[\ue000-\ue07f]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xe000))
    .trim();

const trimEnd = (s: string, chars: string) => {
  let e = s.length;
  while (e && chars.includes(s[e - 1]!)) e--;
  return s.slice(0, e);
};

const isBold = (t: string) => {
  const b = trimEnd(t, ': ');
  return b.length > 4 && /^(?:\*\*|__)/.test(b) && b.indexOf(b.slice(0, 2), 2) === b.length - 2;
};

const kindOf = (s: string): Kind => {
  if (s.length > 48 || FOR.test(s)) return null;
  const l = s.toLowerCase().replace(/\([^()]*\)/g, '');
  return KINDS.find(([, re]) => re.test(l))?.[0] ?? null;
};

/** "1 hour 30 minutes", "1 hr 15 mins", "1½ hours", "10-15 minutes" (the first of a range). */
const minutes = (v: string) => {
  let sum = 0;
  let hit = false;
  for (const [, n, f, u] of v.matchAll(
    /(\d+(?:[.,]\d+)?)\s?([½¼¾])?(?:\s?(?:-|–|to)\s?\d+(?:[.,]\d+)?)?\s?([a-z]+)/gi,
  )) {
    const x = parseFloat(n!.replace(',', '.')) + (f ? '¼½¾'.indexOf(f) + 1 : 0) / 4;
    const scale = /^(?:h|std|stun)/i.test(u!) ? 60 : /^m/i.test(u!) ? 1 : 0;
    if (scale) [sum, hit] = [sum + x * scale, true];
  }
  return hit ? Math.round(sum) : null;
};

const join = (a: string, tail: string, b: string, sep = '. ') =>
  !a ? b : '.!?:;,'.includes(tail.at(-1)!) ? `${a} ${b}` : a + sep + b;

/**
 * Reads what instruct models really write (test/fixtures/recipe-corpus.ts shows the styles). A table
 * row with an amount column reads "amount ingredient" ("200 g flour"), other rows their cells joined
 * by ", "; a step's nested bullets, and the text under a "Step N" heading, join the step (after ": "
 * for a title, else ". "); a range gives its first number ("4-6 servings": 4); yieldText is as
 * written, " servings" added to a bare number; times are whole minutes, each null unless stated.
 */
export function readRecipe(markdown: string, options: ReadRecipeOptions = {}): StructuredRecipe {
  const r: StructuredRecipe = {
    name: 'Recipe',
    description: null,
    servings: null,
    yieldText: null,
    prepMinutes: null,
    cookMinutes: null,
    totalMinutes: null,
    ingredients: [],
    instructions: [],
    notes: [],
    incomplete: options.finishReason === 'length',
  };
  const head: Section = { kind: null, level: 99, entries: [], head: true };
  const sections = [head];
  let sec = head;
  let title = '';
  /** Past the place where a title may stand. */
  let started = false;
  let gap = false;
  /** The indent of the list item nested items belong to; -1 outside a list. */
  let top = -1;
  let table: string[][] = [];
  const lines = markdown.split(/\r\n?|\n/);

  const open = (kind: Kind, level: number) => {
    sections.push((sec = { kind, level, entries: [] }));
    top = -1;
  };
  const add = (t: Entry['t'], s: string, o?: boolean, b?: boolean) => {
    sec.entries.push({ t, s, gap, o, b, z: s });
    gap = false;
  };
  const toSteps = () => {
    if (sec.kind === 'steps') return;
    if (!sec.kind && !sec.head && !sec.entries.length) sec.kind = 'steps';
    else open('steps', 0);
  };

  /** Servings, yield and times ("Serves 6 | Total time: 1 hour 30 minutes"); dry only tells. */
  const meta = (p: string, dry = false) => {
    if (p.length > 160) return false;
    let hit = false;
    for (const part of p.split(/[|•·;]|,(?=\s?[a-z][a-z ]{1,20}:)/i)) {
      let q = part.trim();
      if (q[0] === '(') q = q.slice(1, q.endsWith(')') ? -1 : undefined);
      const y = YIELD.exec(q);
      const m = TIME.exec(q);
      const n = m ? minutes(m[4]!.split('(')[0]!) : null;
      const key = m?.[1]!.toLowerCase() ?? '';
      const field = /^prep/.test(key)
        ? 'prepMinutes'
        : /^(?:cook|bak)/.test(key)
          ? 'cookMinutes'
          : /^(?:total|ready)/.test(key)
            ? 'totalMinutes'
            : m?.[2]?.toLowerCase() === ' time'
              ? '-'
              : null;
      if (y) {
        const v = y[2]!;
        if (!dry) {
          if (/^[sp]/i.test(y[1]!) || /serving|portion|people|person|^[^a-z]*$/i.test(v))
            r.servings ??= Number(/\d+/.exec(v)![0]);
          r.yieldText ??= /\d$/.test(v) ? `${v} serving${v === '1' ? '' : 's'}` : v;
        }
      } else if (m && n !== null && field && (m[2] || m[3])) {
        if (!dry && field !== '-') r[field] ??= n;
      } else if (!hit && !/^(?:difficulty|cuisine|course|calories|category)\s?:/i.test(q))
        return false;
      hit = true;
    }
    return hit;
  };

  const flush = () => {
    const rows = table;
    table = [];
    const header = rows[1]?.every((c) => /^:?-+:?$/.test(c));
    const amount = header
      ? rows[0]!.findIndex((c) => /amount|quant|qty|measure|menge|cantidad/i.test(c))
      : -1;
    for (const cells of header ? rows.slice(2) : rows) {
      if (meta(cells.join(': '))) continue;
      const rest = cells.filter((c, i) => c && i !== amount);
      if (amount >= 0) rest[0] = `${cells[amount] ?? ''} ${rest[0] ?? ''}`.trim();
      if (rest.join('')) {
        started = true;
        add('i', rest.join(', '));
      }
    }
  };

  const label = (text: string, level: number) => {
    top = -1;
    let s = trimEnd(text, ': ');
    if (!s) return;
    const y = /\(([^()]{1,40})\)/.exec(s) ?? /\bfor (\d.*)/i.exec(s);
    const v = y?.[1]!.replace(FOR, '') ?? '';
    if (/serv|portion|people|person|makes|^\d+$/i.test(v) && (meta(v) || meta(`yield: ${v}`)))
      s = s.replace(y![0], '').trim();
    let kind = kindOf(s);
    // "Step 2: Make the sauce" or "2. Make the sauce" as a heading or bold line: one step.
    const step = STEP.exec(s) ?? (kind ? null : /^\d{1,2}[.)]\s?(.*)/.exec(s));
    if (step) kind = 'steps';
    if (!started) {
      // A plain "…:" line before the title is the model talking, never the title.
      if (!kind && level > 2) title = s;
      if (!kind && level < 3) return;
      started = true;
      if (!kind) return;
    }
    if (step) {
      toSteps();
      return add('h', step[1]!);
    }
    if (kind) {
      open(kind, level);
      const f = kind !== 'notes' && /^\S+ (for \D.*)/i.exec(s);
      if (f) add('g', f[1]![0]!.toUpperCase() + f[1]!.slice(1));
      return;
    }
    const sub = FOR.test(s);
    const known = sec.kind === 'ingr' || sec.kind === 'steps';
    if (!sec.head && (sub || level < sec.level || (level === sec.level && known)))
      return add('g', s, level === sec.level && !sub);
    open(null, level);
    if (sub) add('g', s);
  };

  for (let n = 0; n < lines.length; n++) {
    const raw = lines[n]!;
    const t = raw
      .trim()
      .replace(/^(?:>\s?)+/, '')
      .trim();
    if (t[0] !== '|') flush();
    if (!t || t.startsWith('```') || /^([-*_=])(?:\s*\1){2,}$/.test(t)) {
      gap = true;
      continue;
    }
    const indent = /^[ \t]*/.exec(raw)![0].replace(/\t/g, '    ').length;
    if (t[0] === '|') {
      table.push(
        t
          .replace(/^\||\|$/g, '')
          .split('|')
          .map(plain),
      );
      continue;
    }
    let m = /^(#{1,6})(?!#)\s*(.*)/.exec(t);
    if (m) {
      label(plain(trimEnd(m[2]!, '#')), 10 - m[1]!.length);
      continue;
    }
    m = /^(?:[-*+•◦▪]|(\d{1,3})[.)])(?:\s+|$)(.*)/.exec(
      t.replace(/^(?:\*\*|__)(\d{1,3}[.)])(?:\*\*|__)/, '$1'),
    );
    if (m) {
      const s = plain(m[2]!.replace(/^\[[ xX]\]\s?/, ''));
      if (!s || meta(s)) continue;
      started = true;
      const last = sec.entries.at(-1)?.t;
      const child = top >= 0 && indent > top + 1 && (last === 'i' || last === 'c');
      if (!child) {
        // An ordered list after bullets outside the steps: the steps, even without a label.
        if (m[1] && sec.bullets && sec.kind !== 'steps' && sec.kind !== 'notes')
          open(null, sec.head ? 0 : sec.level);
        top = indent;
        sec.bullets ||= !m[1];
      }
      add(child ? 'c' : 'i', s, !!m[1], isBold(m[2]!));
      continue;
    }
    const p = plain(t);
    if (!p || meta(p)) continue;
    const bold = isBold(t);
    if (
      bold ||
      (p.endsWith(':') && p.length <= 60) ||
      (p.length <= 30 && !p.includes(':') && kindOf(p))
    ) {
      label(p, bold ? 3 : 2);
      continue;
    }
    m = STEP.exec(p);
    if (m) {
      started = true;
      toSteps();
      add('i', m[1]!, true);
      continue;
    }
    m = NOTE.exec(p);
    if (m) {
      add('n', m[1]!);
      continue;
    }
    // "Ingredients: rice, 2 eggs, soy sauce" and "Directions: Heat the oil. Add the rice."
    m = /^([^:]{2,30}):\s?(.+)/.exec(p);
    const inline = m && kindOf(m[1]!);
    if (inline === 'ingr' || inline === 'steps') {
      label(m![1]!, 2);
      for (const x of inline === 'ingr' ? m![2]!.split(/,\s?/) : [m![2]!]) add('p', x);
      continue;
    }
    if (!started) {
      const next = lines[n + 1]?.trim() ?? '';
      if (
        p.length <= 70 &&
        !/[.!?:,]$/.test(p) &&
        !CHATTER.test(p) &&
        (!next || /^[#*_|>+=\d-]/.test(next) || meta(plain(next), true))
      ) {
        title = p;
        started = true;
      }
      continue;
    }
    const last = sec.entries.at(-1);
    if ((last?.t === 'i' || last?.t === 'c') && (!gap || indent > 1)) {
      last.s = gap || last.b ? join(last.s, last.z, p, last.b ? ': ' : '. ') : `${last.s} ${p}`;
      last.z = p;
      gap = last.b = false;
      continue;
    }
    top = -1;
    add('p', p);
  }
  flush();

  // Lists under labels it does not know (another language): the first list is the ingredients,
  // the next the steps, and what follows them the notes.
  const hasItems = (s: Section) => s.entries.some((e) => 'ich'.includes(e.t));
  const at = (k: Kind) => sections.findIndex((s) => s.kind === k);
  let ii = at('ingr');
  if (ii < 0) {
    ii = sections.findIndex((s) => !s.kind && hasItems(s));
    if (ii >= 0) sections[ii]!.kind = 'ingr';
  }
  // No steps, but a label as strong as the ingredients' over a numbered list: that is the steps.
  const es = sections[ii]?.entries ?? [];
  let k = es.length;
  while (--k > 0 && !(es[k]!.t === 'g' && es[k]!.o && es[k + 1]?.o));
  if (k > 0 && at('steps') < 0)
    sections.splice(ii + 1, 0, { kind: null, level: 0, entries: es.splice(k + 1) });
  const j = at('steps') < 0 ? sections.findIndex((s, k) => k > ii && !s.kind && hasItems(s)) : -1;
  if (j >= 0)
    sections.forEach((s, k) => k >= j && !s.kind && (s.kind = k === j ? 'steps' : 'notes'));

  const notes = r.notes;
  for (const s of sections) {
    let g: RecipeGroup = { name: null, items: [] };
    const groups = [g];
    const items = hasItems(s);
    // The step being written came from a "Step N" heading: it takes the prose and bullets after it.
    let fromHeading = false;
    let fresh = false;
    let tail = '';
    // Items nested under a bullet that names a group of steps are steps of their own.
    let kids = false;
    s.entries.forEach((e, k) => {
      const prev = s.entries[k - 1];
      const newGroup = () => groups.push((g = { name: trimEnd(e.s, ': '), items: [] }));
      if (e.t === 'n') notes.push(e.s);
      else if (s.kind === 'notes') {
        const n = notes.length - 1;
        if (n >= 0 && e.t === 'c') notes[n] = join(notes[n]!, tail, e.s);
        else if (n >= 0 && e.t === 'p' && !e.gap && prev?.t === 'p') notes[n] += ` ${e.s}`;
        else if (e.t !== 'g') notes.push(e.s);
        tail = e.z;
      } else if (s.kind === 'ingr') {
        // "For the sauce:", or a bold or amount-less item with items nested under it ("Spices").
        const label =
          e.z.endsWith(':') ||
          (e.t === 'i' && (e.b || !/\d/.test(e.s)) && s.entries[k + 1]?.t === 'c');
        if (e.t === 'g' || (e.t !== 'p' && label)) newGroup();
        else if (e.t !== 'p' || !items) g.items.push(e.s);
      } else if (s.kind === 'steps') {
        const n = g.items.length - 1;
        if (
          e.t === 'g' ||
          (e.t === 'i' && !e.o && e.z.endsWith(':') && s.entries[k + 1]?.t === 'c')
        ) {
          newGroup();
          fromHeading = false;
          kids = e.t === 'i';
        } else if (e.t === 'h' || (e.t === 'i' && !fromHeading) || (e.t === 'c' && kids)) {
          g.items.push(e.s);
          tail = e.z;
          fromHeading = e.t === 'h';
          fresh = fromHeading || !!e.b;
          kids &&= e.t === 'c';
        } else if (e.t === 'p' && CLOSING.test(e.s)) {
          // the model signing off
        } else if (n < 0 || (e.t === 'p' && !fromHeading && (items || e.gap || prev?.t !== 'p'))) {
          // Prose after numbered steps is the model talking; without a list, each paragraph is a step.
          if (!items || n < 0) {
            g.items.push(e.s);
            tail = e.z;
          }
        } else {
          g.items[n] =
            e.t === 'p' && !e.gap && prev?.t === 'p'
              ? `${g.items[n]} ${e.s}`
              : join(g.items[n]!, tail, e.s, fresh ? ': ' : '. ');
          tail = e.z;
          fresh = false;
        }
      }
    });
    const list = s.kind === 'ingr' ? r.ingredients : s.kind === 'steps' ? r.instructions : null;
    for (const x of groups) {
      x.items = x.items.filter(Boolean);
      const last = list?.at(-1);
      if (!x.items.length || !list) continue;
      if (!x.name && last && !last.name) for (const i of x.items) last.items.push(i);
      else list.push(x);
    }
  }
  r.notes = notes.filter((x) => !CLOSING.test(x));

  const description: string[] = [];
  for (const e of head.entries) {
    if (e.t !== 'p') break;
    description.push(e.s);
  }
  r.description = description.join(' ') || null;
  r.name =
    title.replace(/^(?:recipe name|recipe|title|rezept|receta|recette)\s?:\s?/i, '') || 'Recipe';
  return r;
}

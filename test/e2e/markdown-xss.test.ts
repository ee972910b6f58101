/**
 * Malicious recipes, streamed by the fake provider into the real page in Chromium: no script
 * runs, no dialog opens, no raw element or event handler reaches the DOM (not even for a moment
 * while the text streams in), and every href and src has an allowed scheme or is relative.
 */
import { micromark } from 'micromark';
import { beforeAll, describe, expect, it } from 'vitest';
import { streamOf } from '../fake-provider.js';
import { useChromiumHarness } from '../support/e2e-harness.js';
import { askForRecipe } from '../support/recipe-page.js';

const B64_SCRIPT = 'PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg=='; // <script>window.__xss=1</script>
const B64_SVG = 'PHN2ZyBvbmxvYWQ9IndpbmRvdy5fX3hzcz0xIj48L3N2Zz4='; // <svg onload="window.__xss=1"></svg>

/** Each an attack a model could be talked into writing, inside an otherwise ordinary recipe. */
const ATTACKS: string[] = [
  // javascript: links, in every spelling a browser would still run.
  '[Open the recipe](javascript:window.__xss=1)',
  '[Open](JavaScript:window.__xss=1)',
  '[Open](JAVASCRIPT:alert(1))',
  '[Open](<javascript:alert(1)>)',
  '[Open](javascript:alert`1`)',
  '[Open](&#106;avascript:alert(1))',
  '[Open](&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1))',
  '[Open](javascript&colon;alert(1))',
  '[Open](java&#x09;script:alert(1))',
  '[Open](java&#10;script:alert(1))',
  '[Open](&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1))',
  '[Open](\u0001javascript:alert(1))',
  '[Open](jav%61script:alert(1))',
  '[Open](javascript%3Aalert(1))',
  '[Open](javascript\uff1aalert(1))',
  '[Open](  javascript:alert(1)  "title")',
  // vbscript: and data: links.
  '[Open](vbscript:msgbox(1))',
  '[Open](VBScript:MsgBox(1))',
  '[Open](vb&#115;cript:msgbox(1))',
  `[Open](data:text/html;base64,${B64_SCRIPT})`,
  '[Open](data:text/html,%3Cscript%3Ewindow.__xss=1%3C/script%3E)',
  '[Open](DATA:text/html,x)',
  '[Open](&#100;ata:text/html,x)',
  '[Open](file:///etc/passwd)',
  // Reference links and definitions.
  '[Open][evil]\n\n[evil]: javascript:window.__xss=1',
  '[Open][evil]\n\n[evil]: <javascript:alert(1)> "Click me"',
  '[evil][]\n\n[evil]: vbscript:msgbox(1)',
  `[Open][d]\n\n[d]: data:text/html;base64,${B64_SCRIPT}`,
  '[Open][x]\n\n[x]: &#106;avascript:alert(1)',
  // Autolinks.
  '<javascript:window.__xss=1>',
  '<JAVASCRIPT:alert(1)>',
  '<vbscript:msgbox(1)>',
  '<data:text/html,alert(1)>',
  // Images.
  '![Pancakes](javascript:window.__xss=1)',
  `![Pancakes](data:image/svg+xml;base64,${B64_SVG})`,
  '![Pancakes](x" onerror="window.__xss=1)',
  '![Pancakes](https://example.invalid/p.png "a\\" onerror=\\"window.__xss=1")',
  '![Pancakes][img]\n\n[img]: javascript:alert(1)',
  '[![Pancakes](javascript:alert(1))](javascript:alert(2))',
  // Raw HTML: elements and event handlers.
  '<script>window.__xss=1</script>',
  '<SCRIPT SRC=//example.invalid/x.js></SCRIPT>',
  '<img src=x onerror=window.__xss=1>',
  '<img src="x" onerror="alert(1)" />',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  `<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>`,
  '<svg onload=window.__xss=1>',
  '<svg><script>window.__xss=1</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '<a href="javascript:window.__xss=1">Open</a>',
  '<div onmouseover="window.__xss=1">Hover me</div>',
  '<details open ontoggle=window.__xss=1>',
  '<body onload=window.__xss=1>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="javascript:window.__xss=1">',
  '<form action="javascript:window.__xss=1"><button>Go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<base href="javascript:window.__xss=1//">',
  '<style>@import "javascript:alert(1)";</style>',
  '<!-- x --><script>window.__xss=1</script>',
  '# Step <img src=x onerror=window.__xss=1>',
  '- milk <script>window.__xss=1</script>\n- eggs',
  '[<img src=x onerror=window.__xss=1>](https://example.invalid)',
  '```html\n<script>window.__xss=1</script>\n```',
];

const ALLOWED_PROTOCOLS = ['http:', 'https:', 'irc:', 'ircs:', 'mailto:', 'xmpp:'];

/** Runs in the page: what in this part of the DOM breaks the rules. */
function findViolations(args: { selector: string; allowedProtocols: string[] }): string[] {
  const root = document.querySelector(args.selector);
  if (!root) return [`no ${args.selector}`];
  const allowedTags = new Set([
    'article',
    'p',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'a',
    'img',
    'em',
    'strong',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'blockquote',
    'hr',
    'br',
    'del',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'input',
    'sup',
    'section',
    'div',
    'span',
  ]);
  const allowedAttributes = new Set(['href', 'src', 'alt', 'title', 'class', 'start']);
  const problems: string[] = [];
  for (const element of [root, ...root.querySelectorAll('*')]) {
    const tag = element.localName;
    if (!allowedTags.has(tag)) problems.push(`raw element <${tag}>`);
    for (const { name, value } of element.attributes) {
      if (!allowedAttributes.has(name)) problems.push(`attribute ${name}="${value}" on <${tag}>`);
      if (name === 'href' || name === 'src') {
        const protocol = new URL(value, document.baseURI).protocol;
        if (!args.allowedProtocols.includes(protocol)) {
          problems.push(`${name}="${value}" (${protocol}) on <${tag}>`);
        }
      }
    }
  }
  return problems;
}

/** What the page's watchers record: set by the init script below, read after each attack. */
interface PageWatch {
  __xss?: unknown;
  __seen: string[];
  __cspViolations: string[];
}

const e2e = useChromiumHarness({ env: { RATE_LIMIT_PER_MINUTE: '100000' }, server: 'per-file' });
const dialogs: string[] = [];

beforeAll(async () => {
  const { page } = e2e;
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // Watches the recipe while it streams, so even a moment's raw element is caught.
  await page.addInitScript(() => {
    const w = window as unknown as PageWatch;
    w.__seen = [];
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      // Remote images are kept out by img-src on purpose (no tracking pixels); not an attack.
      if (event.violatedDirective === 'img-src' && /^https?:/.test(event.blockedURI)) return;
      w.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          if (!(node instanceof Element) || !node.closest('.recipe')) continue;
          for (const element of [node, ...node.querySelectorAll('*')]) {
            const tag = element.localName;
            if (
              /^(script|iframe|object|embed|svg|math|style|base|meta|form|link|body)$/.test(tag)
            ) {
              w.__seen.push(`<${tag}>`);
            }
            for (const { name, value } of element.attributes) {
              if (/^on/i.test(name) || /^\s*(javascript|vbscript|data):/i.test(value)) {
                w.__seen.push(`${name}="${value}" on <${tag}>`);
              }
            }
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
});

/**
 * Streams `markdown` (whose first heading is `heading`) into the page as a recipe. The page is
 * loaded once and each later recipe asked for in it; the page's watchers are emptied first, so
 * each attack is judged on what it alone did.
 */
async function showRecipe(markdown: string, heading: string) {
  const { page, server } = e2e;
  // Small pieces, so half-written markup is rendered along the way too.
  const tokens = markdown.match(/[\s\S]{1,6}/g)!;
  server.provider.use(streamOf(tokens, { tokenDelayMs: 1 }));
  dialogs.length = 0;
  await page.evaluate(() => {
    const w = window as unknown as PageWatch;
    delete w.__xss;
    w.__seen = [];
    w.__cspViolations = [];
  });
  await askForRecipe(page, server.pageUrl);
  const region = page.getByRole('region', { name: 'Suggested recipe' });
  // Each recipe's heading is its own: the previous recipe's text cannot pass for this one's.
  await region.getByRole('heading', { name: heading, exact: true }).waitFor();
  await region.getByText('Serve warm.').waitFor();
  await expect.poll(() => region.getAttribute('aria-busy')).toBeNull();
}

describe('malicious markdown in Chromium', () => {
  it("has at least 40 attacks that get through a renderer without the page's protections", async () => {
    // The same recipes rendered by micromark with raw HTML and every scheme allowed, in a page with
    // scripts off and the network closed: the checker below must find each of those attacks there.
    const unsafeOrigin = 'http://unprotected.invalid/';
    const context = await e2e.browser.newContext({ javaScriptEnabled: false });
    try {
      await context.route('**/*', (route) =>
        route.request().url() === unsafeOrigin
          ? route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>-</title>' })
          : route.abort(),
      );
      const unprotected = await context.newPage();
      await unprotected.goto(unsafeOrigin);
      const getThrough: string[] = [];
      for (const attack of ATTACKS) {
        const html = micromark(`# Attack\n\n${attack}\n\nServe warm.\n`, {
          allowDangerousHtml: true,
          allowDangerousProtocol: true,
        });
        await unprotected.setContent(`<article class="recipe__text">${html}</article>`);
        const problems = await unprotected.evaluate(findViolations, {
          selector: '.recipe__text',
          allowedProtocols: ALLOWED_PROTOCOLS,
        });
        if (problems.length > 0) getThrough.push(attack);
      }
      expect(getThrough.length).toBeGreaterThanOrEqual(40);
    } finally {
      await context.close();
    }
  });

  it('finds raw elements, handlers and bad schemes when they are there', async () => {
    const { page, server } = e2e;
    await page.goto(server.pageUrl);
    await page.evaluate(() => {
      const article = document.createElement('article');
      article.className = 'recipe__probe';
      article.innerHTML =
        '<p><a href="javascript:void 0">a</a><img src="data:image/png;base64,AA==">' +
        '<a href="https://ok.example">ok</a><a href="notes">relative</a></p>' +
        '<svg></svg><span onclick="x"></span>';
      document.body.append(article);
    });
    const problems = await page.evaluate(findViolations, {
      selector: '.recipe__probe',
      allowedProtocols: ALLOWED_PROTOCOLS,
    });
    expect(problems).toEqual([
      'href="javascript:void 0" (javascript:) on <a>',
      'src="data:image/png;base64,AA==" (data:) on <img>',
      'raw element <svg>',
      'attribute onclick="x" on <span>',
    ]);
  });

  it.each(ATTACKS.map((attack, index) => [index, attack] as const))(
    'attack #%i %j runs nothing and leaves no raw element or unsafe URL',
    async (index, attack) => {
      const { page } = e2e;
      const heading = `Attack ${index}`;
      await showRecipe(`# ${heading}\n\n${attack}\n\nServe warm.\n`, heading);
      const problems = await page.evaluate(findViolations, {
        selector: '.recipe__text',
        allowedProtocols: ALLOWED_PROTOCOLS,
      });
      expect(problems).toEqual([]);
      const state = await page.evaluate(() => {
        const w = window as unknown as PageWatch;
        return { xss: w.__xss ?? null, seen: w.__seen, csp: w.__cspViolations };
      });
      expect(state).toEqual({ xss: null, seen: [], csp: [] });
      expect(dialogs).toEqual([]);
    },
  );
});

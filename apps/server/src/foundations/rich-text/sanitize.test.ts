import { describe, expect, it } from 'vitest';
import { embedAllow, richTextTags, sanitizeRichText } from './sanitize.ts';

const youtube = 'https://www.youtube.com/embed/dQw4w9WgXcQ';
const frame = (attributes: string) => `<iframe ${attributes}></iframe>`;

/** The iframes left in the sanitized HTML, as their attribute maps. */
function framesIn(html: string): Array<Record<string, string>> {
  return [...html.matchAll(/<iframe([^>]*)>/g)].map(([, attrs]) =>
    Object.fromEntries([...attrs!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!])),
  );
}

describe('sanitizeRichText', () => {
  it.each([
    ['YouTube', youtube],
    ['YouTube with a start time', `${youtube}?start=30&amp;si=abc`],
    ['a YouTube playlist', 'https://www.youtube.com/embed/videoseries?list=PL1234'],
    ['youtube-nocookie', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['Vimeo', 'https://player.vimeo.com/video/76979871'],
    ['unlisted Vimeo', 'https://player.vimeo.com/video/76979871?h=abc123'],
  ])('keeps a %s player', (_, src) => {
    const html = sanitizeRichText(`<p>Watch:</p>${frame(`src="${src}" width="560" height="315" title="A talk"`)}`);
    expect(framesIn(html)).toEqual([
      {
        src: expect.stringContaining('https://') as string,
        width: '560',
        height: '315',
        title: 'A talk',
        allow: embedAllow,
      },
    ]);
    expect(html).toContain('<p>Watch:</p>');
  });

  it.each([
    ['another host', 'https://evil.example/embed/dQw4w9WgXcQ'],
    ['a look-alike host', 'https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ'],
    ['an audio host the product does not support', 'https://open.spotify.com/embed/track/1'],
    ['SoundCloud', 'https://w.soundcloud.com/player/?url=x'],
    ['YouTube without www', 'https://youtube.com/embed/dQw4w9WgXcQ'],
    ['plain http', 'http://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['a protocol-relative address', '//www.youtube.com/embed/dQw4w9WgXcQ'],
    ['another port', 'https://www.youtube.com:8443/embed/dQw4w9WgXcQ'],
    ['credentials', 'https://user@www.youtube.com/embed/dQw4w9WgXcQ'],
    ['a page that is not a player', 'https://www.youtube.com/redirect?q=https://evil.example'],
    ['a watch page', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['a dot-segment escape', 'https://www.youtube.com/embed/%2e%2e/redirect?q=https://evil.example'],
    ['a Vimeo page that is not a player', 'https://player.vimeo.com/api/player.js'],
    ['a relative address', '/media/images/x.jpg'],
    ['this site', '/admin'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['srcdoc only', ''],
  ])('removes an iframe of %s whole', (_, src) => {
    const html = sanitizeRichText(
      `<p>Before</p>${frame(`src="${src}" srcdoc="<script>alert(1)</script>"`)}<p>After</p>`,
    );
    expect(html).toBe('<p>Before</p><p>After</p>');
  });

  it('removes an iframe without a src', () => {
    expect(sanitizeRichText('<p>a</p><iframe srcdoc="<p>x</p>"></iframe>')).toBe('<p>a</p>');
  });

  it.each([
    ['camera and microphone', 'camera; microphone'],
    ['geolocation', 'geolocation *'],
    ['payment', 'payment'],
    [
      'everything the editor used to ask',
      'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture',
    ],
    ['display capture and USB', "display-capture 'src'; usb; serial; hid"],
    ['an empty value', ''],
  ])('replaces an allow of %s by the fixed safe one', (_, allow) => {
    const html = sanitizeRichText(frame(`src="${youtube}" allow="${allow}"`));
    expect(framesIn(html).map((f) => f.allow)).toEqual([embedAllow]);
  });

  it('gives a player without allow the fixed one, and never more than fullscreen, picture-in-picture and encrypted media', () => {
    expect(framesIn(sanitizeRichText(frame(`src="${youtube}" allowfullscreen="true"`)))).toEqual([
      { src: youtube, allowfullscreen: 'true', allow: embedAllow },
    ]);
    expect(embedAllow.split(';').map((f) => f.trim())).toEqual(['fullscreen', 'picture-in-picture', 'encrypted-media']);
  });

  it.each([
    ['a paragraph', '<p class="btn btn-primary">Hi</p>', '<p>Hi</p>'],
    ['a link', '<a href="https://example.org" class="overlay">x</a>', '<a href="https://example.org">x</a>'],
    ['an image', '<img src="/media/images/a.jpg" alt="" class="hero" />', '<img src="/media/images/a.jpg" alt="" />'],
    [
      'an iframe',
      frame(`src="${youtube}" class="fullscreen"`),
      `<iframe src="${youtube}" allow="${embedAllow}"></iframe>`,
    ],
    ['an empty class', '<p class="">x</p>', '<p>x</p>'],
  ])('drops the classes of %s (the editor writes none)', (_, input, output) => {
    expect(sanitizeRichText(input)).toBe(output);
  });

  it('still strips scripts, handlers and dangerous links around a kept player', () => {
    const html = sanitizeRichText(
      `<p onclick="alert(1)">x<script>alert(1)</script></p>${frame(`src="${youtube}" onload="alert(1)" style="position:fixed"`)}<a href="javascript:alert(1)">y</a>`,
    );
    expect(html).toBe(`<p>x</p><iframe src="${youtube}" allow="${embedAllow}"></iframe><a>y</a>`);
  });

  it('keeps everything the toolbar makes, as the editor writes it', () => {
    const html = [
      '<h1>One</h1><h2>Two</h2><h3>Three</h3><h4>Four</h4><h5>Five</h5><h6>Six</h6>',
      '<p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s><br>next line</p>',
      '<p><a href="https://example.org" target="_blank" rel="noopener noreferrer">out</a> <a href="/pages/about-us/">in</a> <a href="mailto:ada@example.org">mail</a></p>',
      '<ul><li><p>a</p><ul><li><p>nested</p></li></ul></li></ul><ol start="3"><li><p>three</p></li></ol>',
      '<blockquote><p>Quoted</p></blockquote><hr>',
      '<p><img src="/media/images/a.jpg" alt="A chart" width="640" height="480"></p>',
      '<table><tbody><tr><th>Region</th><th colspan="2">Clinics</th></tr><tr><td rowspan="2">North</td><td>12</td><td>3</td></tr></tbody></table>',
    ].join('');
    expect(sanitizeRichText(html)).toBe(
      html
        .replace('<hr>', '<hr />')
        .replace(/(<img[^>]*)>/, '$1 />')
        .replace('<br>', '<br />'),
    );
  });

  it('keeps a table as the editor writes it, without its column widths and styles', () => {
    const editor =
      '<table style="min-width: 75px"><colgroup><col style="min-width: 25px"><col style="min-width: 25px"></colgroup><tbody><tr><th colspan="1" rowspan="1"><p>Region</p></th><th colspan="1" rowspan="1"><p>Clinics</p></th></tr><tr><td colspan="1" rowspan="1"><p>North</p></td><td colspan="1" rowspan="1"><p>12</p></td></tr></tbody></table>';
    expect(sanitizeRichText(editor)).toBe(
      '<table><tbody><tr><th><p>Region</p></th><th><p>Clinics</p></th></tr><tr><td><p>North</p></td><td><p>12</p></td></tr></tbody></table>',
    );
    expect(sanitizeRichText('<table><tr><td colspan="0" rowspan="1000">x</td></tr></table>')).toBe(
      '<table><tr><td>x</td></tr></table>',
    );
  });

  it.each([
    ['a span and its style', '<p><span style="color:red;font-size:40px">x</span></p>', '<p>x</p>'],
    ['a div', '<div class="modal fixed inset-0">x</div>', 'x'],
    ['a font tag', '<p><font face="Comic Sans">x</font></p>', '<p>x</p>'],
    ['a code block', '<pre><code class="language-js">x</code></pre>', 'x'],
    [
      'a picture with sources',
      '<picture><source srcset="/media/images/a-480.webp" /><img src="/media/images/a.jpg" alt="x" /></picture>',
      '<img src="/media/images/a.jpg" alt="x" />',
    ],
    ['a style sheet', '<style>p{color:red}</style><p>x</p>', '<p>x</p>'],
    ['Office markup', '<p class="MsoNormal">x<o:p></o:p></p>', '<p>x</p>'],
    [
      'a data: image (base64)',
      '<p><img src="data:image/png;base64,iVBORw0KGgo=" alt="" /></p>',
      '<p><img alt="" /></p>',
    ],
    ['a file: image', '<p><img src="file:///C:/Users/ada/clip_image001.png" /></p>', '<p><img /></p>'],
    ['a cid: image', '<p><img src="cid:image001.png" /></p>', '<p><img /></p>'],
    ['a tel: link', '<p><a href="tel:+123">call</a></p>', '<p><a>call</a></p>'],
    ['a javascript: link', '<p><a href="javascript:alert(1)">x</a></p>', '<p><a>x</a></p>'],
    [
      'a cell style',
      '<table><tr><td style="width:200pt" valign="top">x</td></tr></table>',
      '<table><tr><td>x</td></tr></table>',
    ],
    ['a list style', '<ul style="list-style:square" type="disc"><li aria-level="1">x</li></ul>', '<ul><li>x</li></ul>'],
  ])('drops what the toolbar cannot make: %s', (_, input, output) => {
    expect(sanitizeRichText(input)).toBe(output);
  });

  it('keeps an image’s caption in a figure, and an empty alt (decorative), without other attributes', () => {
    const editor =
      '<figure><img src="/media/images/a.jpg" alt="Clinics by region, 2020 to 2025" /><figcaption>Clinics opened each year</figcaption></figure><img src="/media/images/b.jpg" alt="" />';
    expect(sanitizeRichText(editor)).toBe(editor);
    expect(
      sanitizeRichText(
        '<figure class="hero" style="position:fixed" id="f" onclick="x()"><img src="/media/images/a.jpg" alt="A" title="t" loading="lazy" srcset="/x 1x" class="c" onerror="y()" /><figcaption class="c" style="color:red" lang="fr">Cap<script>z()</script></figcaption></figure>',
      ),
    ).toBe('<figure><img src="/media/images/a.jpg" alt="A" /><figcaption>Cap</figcaption></figure>');
  });

  it('writes older bold, italic and strike tags as the editor’s own', () => {
    expect(sanitizeRichText('<p><b>b</b> <i>i</i> <strike>s</strike> <del>d</del></p>')).toBe(
      '<p><strong>b</strong> <em>i</em> <s>s</s> <s>d</s></p>',
    );
    expect(richTextTags).not.toContain('span');
  });
});

describe('Word’s lists (decision 086)', () => {
  const item = (level: number, marker: string, text: string, list = 0) =>
    `<p class=MsoListParagraphCxSpMiddle style='text-indent:-18.0pt;mso-list:l${list} level${level} lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>${marker}<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>${text}<o:p></o:p></p>`;

  it('turns Word’s list paragraphs into real lists, nested by level, without the typed glyphs', () => {
    const html = `<p class=MsoNormal>Before</p>\n${item(1, '·', 'One')}\n${item(2, 'o', 'Under one')}\n${item(1, '·', 'Two')}\n<p class=MsoNormal>After</p>\n${item(1, '1.', 'First', 1)}${item(1, '2.', 'Second', 1)}`;
    expect(sanitizeRichText(html)).toBe(
      '<p>Before</p>\n<ul><li><p>One</p><ul><li><p>Under one</p></li></ul></li><li><p>Two</p></li></ul>\n<p>After</p>\n<ol><li><p>First</p></li><li><p>Second</p></li></ol>',
    );
  });

  it('takes the marker between Word for Mac’s comment markers, with no mso-list:Ignore span', () => {
    const mac = `<p class=MsoListParagraph style='mso-list:l0 level1 lfo1'><!--[if !supportLists]--><span style='font-family:Symbol'>·<span style='font:7.0pt'>&nbsp;&nbsp; </span></span><!--[endif]-->Mac item</p>`;
    expect(sanitizeRichText(mac + mac)).toBe('<ul><li><p>Mac item</p></li><li><p>Mac item</p></li></ul>');
  });

  it('makes paragraphs that kept only their bullet glyph a list; other text is left as it is', () => {
    expect(sanitizeRichText('<p>·&nbsp;&nbsp; Apples</p><p>•\u00a0<strong>Pears</strong></p><p>Then</p>')).toBe(
      '<ul><li><p>Apples</p></li><li><p><strong>Pears</strong></p></li></ul><p>Then</p>',
    );
    for (const prose of ['<p>1999. A year.</p>', '<p>Tea · coffee · water</p>', '<p>•No space after</p>']) {
      expect(sanitizeRichText(prose)).toBe(prose);
    }
  });
});

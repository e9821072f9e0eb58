// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { cleanPastedHtml } from '@/components/rich-text-editor/paste-cleanup'

/** What Chrome puts on the clipboard when text is copied from Google Docs (shortened). */
const GOOGLE_DOCS = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b3c"><h1 dir="ltr" style="line-height:1.38;margin-top:20pt;margin-bottom:6pt;"><span style="font-size:20pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;">Launch plan</span></h1><p dir="ltr" style="line-height:1.38;"><span style="font-size:11pt;font-family:Arial;color:#333333;font-weight:400;">We ship in </span><span style="font-size:11pt;font-family:Arial;font-weight:700;">three</span><span style="font-size:11pt;font-family:Arial;font-style:italic;font-weight:400;"> careful</span><span style="font-size:11pt;font-weight:400;"> steps, see </span><a href="https://example.com/plan" style="text-decoration:none;"><span style="font-size:11pt;color:#1155cc;text-decoration:underline;">the plan</span></a><span style="font-weight:400;">.</span></p><ul style="margin-top:0;margin-bottom:0;"><li dir="ltr" style="list-style-type:disc;font-size:11pt;" aria-level="1"><p dir="ltr" role="presentation" style="line-height:1.38;"><span style="font-size:11pt;font-weight:400;">Design</span></p></li><li dir="ltr" aria-level="1"><p dir="ltr" role="presentation"><span style="font-weight:400;">Build</span></p></li></ul></b>`

/** What Word puts on the clipboard for a heading, a paragraph and a two-level bulleted list (shortened). */
const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style><!-- p.MsoNormal {margin:0cm; font-family:"Calibri"} --></style></head><body lang=EN-GB>
<h2 class=MsoTitle style='mso-margin-top-alt:12pt'><span lang=EN-US style='font-size:16.0pt;color:#2F5496'>Results<o:p></o:p></span></h2>
<p class=MsoNormal><span style='font-family:"Calibri",sans-serif'>Conversions went <b>up</b>.<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><!--[if !supportLists]--><span style='font-family:Symbol'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span><!--[endif]-->Faster checkout<o:p></o:p></p>
<p class=MsoListParagraphCxSpMiddle style='margin-left:72.0pt;text-indent:-18.0pt;mso-list:l0 level2 lfo1'><!--[if !supportLists]--><span style='font-family:"Courier New"'>o<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><!--[endif]-->One page<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><!--[if !supportLists]--><span style='font-family:Symbol'>·<span>&nbsp;&nbsp; </span></span><!--[endif]-->Fewer fields<o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><!--[if !supportLists]--><span>1.<span>&nbsp;&nbsp; </span></span><!--[endif]-->First<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><!--[if !supportLists]--><span>2.<span>&nbsp;&nbsp; </span></span><!--[endif]-->Second<o:p></o:p></p>
</body></html>`

const squash = (html: string) => html.replace(/\s+/g, ' ').replace(/> </g, '><').trim()

describe('pasting from Google Docs', () => {
  it('keeps the heading, the paragraph with its bold, italic and link, and the list; drops every style', () => {
    expect(squash(cleanPastedHtml(GOOGLE_DOCS))).toBe(
      '<h2>Launch plan</h2>' +
        '<p>We ship in <strong>three</strong><em> careful</em> steps, see <a href="https://example.com/plan"><u>the plan</u></a>.</p>' +
        '<ul><li>Design</li><li>Build</li></ul>',
    )
  })
})

describe('pasting from Word', () => {
  it('turns Word’s list paragraphs into nested bulleted and numbered lists, without their markers', () => {
    expect(squash(cleanPastedHtml(WORD))).toBe(
      '<h2>Results</h2>' +
        '<p>Conversions went <b>up</b>.</p>' +
        '<ul><li>Faster checkout<ul><li>One page</li></ul></li><li>Fewer fields</li></ul>' +
        '<ol><li>First</li><li>Second</li></ol>',
    )
  })

  it('drops Word’s style sheet, comments, namespaced tags, classes and language attributes', () => {
    const cleaned = cleanPastedHtml(WORD)
    expect(cleaned).not.toMatch(/Mso|style=|class=|lang=|<o:p|<!--|font-family/)
  })
})

describe('what stays as it is', () => {
  it('keeps the site’s own markup: links, quotes, code blocks and uploaded images with their sizes', () => {
    const html =
      '<blockquote><p>Quote</p></blockquote><pre><code class="language-ts">const a = 1</code></pre>' +
      '<p><img src="/x.1600x900.webp" srcset="/x.640w.webp 640w" sizes="100vw" width="1600" height="900" alt="A chart" style="width:50%"></p>'
    expect(cleanPastedHtml(html)).toBe(
      '<blockquote><p>Quote</p></blockquote><pre><code class="language-ts">const a = 1</code></pre>' +
        '<p><img src="/x.1600x900.webp" srcset="/x.640w.webp 640w" sizes="100vw" width="1600" height="900" alt="A chart"></p>',
    )
  })
})

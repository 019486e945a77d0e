/**
 * Clipboard HTML as word processors write it, cut down to what matters: the unit tests of the
 * paste cleaner and the editor's end-to-end test paste these.
 */

/** A small real PNG (24×16), as a pasted screenshot arrives: a data: address the server can store. */
export const pastedPng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAIElEQVQ4jWM4UaFBFcQwatCJ0TA6MZqOKkazSAX56QAAHM8cH2V8xCUAAAAASUVORK5CYII=';

/**
 * Word (Windows, pasted in Chromium): a Heading 1, a bulleted and a numbered list written as
 * mso-list paragraphs with typed markers, a 2×2 table, a link, bold and italic, o:p tags,
 * conditional comments, an image still on the author's disk and a pasted screenshot.
 */
export const wordHtml = `<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">
<head><meta http-equiv=Content-Type content="text/html; charset=utf-8"><meta name=Generator content="Microsoft Word 15">
<style><!-- p.MsoNormal {margin:0cm; font-size:11.0pt; font-family:"Calibri",sans-serif;} --></style>
<!--[if gte mso 9]><xml><o:OfficeDocumentSettings><o:AllowPNG/></o:OfficeDocumentSettings></xml><![endif]-->
</head>
<body lang=EN-GB style='tab-interval:36.0pt'>
<!--StartFragment-->
<h1 style='margin-top:12.0pt'><span lang=EN-GB style='font-family:"Calibri Light"'>Open data in district health<o:p></o:p></span></h1>
<p class=MsoNormal><span style='font-size:12.0pt;color:#1F3864'>A <b>bold</b> start and an <i>italic</i> end, with a <a href="https://example.org/report" style='color:#0563C1'>link to the report</a>.<o:p></o:p></span></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>First point<o:p></o:p></p>
<p class=MsoListParagraphCxSpMiddle style='text-indent:-18.0pt;mso-list:l0 level2 lfo1'><![if !supportLists]><span style='font-family:"Courier New"'><span style='mso-list:Ignore'>o<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>A sub-point<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Second point<o:p></o:p></p>
<p class=MsoNormal>Between the lists.</p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span><![endif]>Step one<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span style='mso-list:Ignore'>2.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span><![endif]>Step two<o:p></o:p></p>
<table class=MsoTableGrid border=1 cellspacing=0 cellpadding=0 style='border-collapse:collapse;border:none;mso-yfti-tbllook:1184'>
 <tr style='mso-yfti-irow:0;mso-yfti-firstrow:yes'>
  <td width=301 valign=top style='width:225.4pt;border:solid windowtext 1.0pt;padding:0cm 5.4pt 0cm 5.4pt'><p class=MsoNormal><b>Cell A1<o:p></o:p></b></p></td>
  <td width=301 valign=top style='width:225.4pt;border:solid windowtext 1.0pt'><p class=MsoNormal><b>Cell B1<o:p></o:p></b></p></td>
 </tr>
 <tr style='mso-yfti-irow:1;mso-yfti-lastrow:yes'>
  <td width=301 valign=top style='width:225.4pt'><p class=MsoNormal>Cell A2<o:p></o:p></p></td>
  <td width=301 valign=top style='width:225.4pt'><p class=MsoNormal>Cell B2<o:p></o:p></p></td>
 </tr>
</table>
<p class=MsoNormal><!--[if gte vml 1]><v:shape id="Picture_x0020_1" style='width:200pt;height:100pt'><v:imagedata src="file:///C:/Users/ada/AppData/Local/Temp/msohtmlclip1/01/clip_image001.png" o:title=""/></v:shape><![endif]--><![if !vml]><img width=267 height=133 src="file:///C:/Users/ada/AppData/Local/Temp/msohtmlclip1/01/clip_image002.png" v:shapes="Picture_x0020_1"><![endif]><o:p></o:p></p>
<p class=MsoNormal><img width=24 height=16 src="${pastedPng}" alt="A chart"></p>
<!--EndFragment-->
</body>
</html>`;

/**
 * Google Docs (pasted in Chromium): the bold wrapper with its docs-internal-guid, headings and
 * marks as styled spans, a list with a nested list beside its item, a table in a div, a link.
 */
export const googleDocsHtml = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5f1d2c3b-7fff-1a2b-3c4d-5e6f7a8b9c0d"><h2 dir="ltr" style="line-height:1.38;margin-top:18pt;margin-bottom:6pt;"><span style="font-size:16pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">Findings</span></h2><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;font-weight:400;">Plain, </span><span style="font-size:11pt;font-family:Arial,sans-serif;font-weight:700;">bold</span><span style="font-size:11pt;font-weight:400;"> and </span><span style="font-size:11pt;font-weight:400;font-style:italic;">italic</span><span style="font-size:11pt;font-weight:400;"> with </span><a href="https://example.org/data" style="text-decoration:none;"><span style="font-size:11pt;color:#1155cc;font-weight:400;text-decoration:underline;-webkit-text-decoration-skip:none;">a link</span></a><span style="font-size:11pt;font-weight:400;">.</span></p><ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;"><li dir="ltr" style="list-style-type:disc;font-size:11pt;" aria-level="1"><p dir="ltr" style="line-height:1.38;" role="presentation"><span style="font-size:11pt;font-weight:400;">Alpha</span></p></li><ul style="margin-top:0;margin-bottom:0;"><li dir="ltr" style="list-style-type:circle;" aria-level="2"><p dir="ltr" role="presentation"><span style="font-weight:400;">Alpha one</span></p></li></ul><li dir="ltr" style="list-style-type:disc;" aria-level="1"><p dir="ltr" role="presentation"><span style="font-weight:400;">Beta</span></p></li></ul><br><div dir="ltr" style="margin-left:0pt;" align="left"><table style="border:none;border-collapse:collapse;"><colgroup><col width="301"><col width="301"></colgroup><tbody><tr style="height:0pt"><td style="border-left:solid #000000 1pt;vertical-align:top;padding:5pt 5pt 5pt 5pt;overflow:hidden;overflow-wrap:break-word;"><p dir="ltr" style="line-height:1.2;"><span style="font-size:11pt;font-weight:400;">Region</span></p></td><td style="border-left:solid #000000 1pt;"><p dir="ltr"><span style="font-weight:400;">Clinics</span></p></td></tr><tr style="height:0pt"><td style="vertical-align:top;"><p dir="ltr"><span style="font-weight:400;">North</span></p></td><td style="vertical-align:top;"><p dir="ltr"><span style="font-weight:400;">12</span></p></td></tr></tbody></table></div><p dir="ltr"><img src="https://lh7-rt.googleusercontent.com/docsz/AD_4nXc-example" width="120" height="80" style="margin-left:0px;"></p></b>`;

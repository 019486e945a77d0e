import { describe, expect, it } from 'vitest';
import { assertWellFormedXml } from './xml-check.ts';

describe('assertWellFormedXml', () => {
  it('takes a well-formed document', () => {
    expect(() =>
      assertWellFormedXml(
        '<?xml version="1.0" encoding="UTF-8"?>\n<rss a="1" b=\'2\'><c>x &amp; y &#38; &#x26;</c><d/></rss>\n',
      ),
    ).not.toThrow();
  });

  it.each([
    ['a bare &', '<r>Fish & Chips</r>'],
    ['an unknown entity', '<r>&nbsp;</r>'],
    ['a raw <', '<r>1 < 2</r>'],
    ['a < in an attribute', '<r a="<"/>'],
    ['unclosed', '<r><c></r>'],
    ['crossed', '<r><a><b></a></b></r>'],
    ['two roots', '<r/><s/>'],
    ['text after the root', '<r/>tail'],
    ['an unquoted attribute', '<r a=1/>'],
    ['a control character', '<r>\u0007</r>'],
    ['nothing', ''],
  ])('refuses %s', (_label, xml) => {
    expect(() => assertWellFormedXml(xml)).toThrow(/not well-formed/);
  });
});

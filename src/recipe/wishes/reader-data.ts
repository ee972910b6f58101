/**
 * Data for reading text as a reader sees it (reader-view.ts), kept apart from the code so that
 * other scripts and languages can be added as data.
 */

/**
 * Latin letters and their look-alikes in Cyrillic and Greek, as "Latin + look-alike" pairs (after
 * Unicode's confusables list).
 */
export const CONFUSABLES =
  'aа aα bЬ bь cс cϲ dԁ eе eε gɡ hһ iі iι iӏ jј kκ kк lⅼ mм nη oо oο oσ pр pρ qԛ ' +
  'rг sѕ tт uυ uս vν vѵ wԝ wω xх xχ yу yγ AА AΑ BВ BΒ CС CϹ EЕ EΕ HН HΗ IІ IΙ IӀ ' +
  'JЈ KК KΚ MМ MΜ NΝ OО OΟ PР PΡ SЅ TТ TΤ XХ XΧ YУ YΥ ZΖ';

/**
 * HTML named character references a recipe may hide letters or breaks behind: "name=hex code
 * point". Accented letters (`&eacute;`) are read by their base letter.
 */
export const NAMED_REFERENCES =
  'amp=26 lt=3C gt=3E quot=22 apos=27 nbsp=A0 shy=AD zwj=200D zwnj=200C lrm=200E ' +
  'rlm=200F ndash=2013 mdash=2014 hyphen=2010 dash=2010 szlig=DF aelig=E6 ' +
  'oelig=153 thinsp=2009 ensp=2002 emsp=2003 NoBreak=2060 ZeroWidthSpace=200B ' +
  'NegativeThinSpace=200B InvisibleTimes=2062 it=2062 ic=2063 af=2061 Tab=9 ' +
  'NewLine=A lowbar=5F ast=2A midast=2A num=23 period=2E comma=2C colon=3A semi=3B ' +
  'excl=21 quest=3F lpar=28 rpar=29 sol=2F verbar=7C plus=2B equals=3D rsquo=2019 ' +
  'lsquo=2018 rdquo=201D ldquo=201C hellip=2026 deg=B0 frac12=BD frac14=BC ' +
  'frac34=BE times=D7';

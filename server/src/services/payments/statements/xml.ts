/**
 * XML read with fast-xml-parser, safely: no DTD ever reaches the parser (readXml refuses any), entity
 * processing is off, and only the five entities XML predefines and character references (`&amp;`,
 * `&#233;`) are decoded, by `entities`, in the texts read — none of them can expand. The tree is
 * fast-xml-parser's ordered one (`preserveOrder`), about a third quicker to build than its object tree,
 * read through the small accessors below. Namespace prefixes are dropped from element names, not from
 * the `xmlns` attributes, so the document's namespace can still be checked.
 */
import { decodeXML } from 'entities';
import { XMLParser } from 'fast-xml-parser';
import { cleanText, refuse } from './entries';

/** A node of fast-xml-parser's ordered tree: `{Name: children, ':@': attributes}`, `{'#text'}` or `{'#cdata'}`. */
type OrderedNode = Record<string, unknown>;

/** An element: its child nodes and its attributes (names as written, `xmlns:ns2` included). */
export interface XmlElement {
  children: OrderedNode[];
  attributes: Record<string, string>;
}

/**
 * Elements of a camt.053 nothing reads, kept unparsed (their content as raw text): bank transaction
 * codes, balances and totals, addresses, dates and charges take up much of a statement, and leaving
 * them out spares the parser a good part of its work.
 */
const UNREAD = ['BkTxCd', 'Bal', 'TxsSummry', 'PstlAdr', 'RltdDts', 'Chrgs', 'Intrst', 'Tax', 'CardTx'];

const parser = new XMLParser({
  stopNodes: UNREAD.map((name) => `..${name}`),
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  htmlEntities: false,
  cdataPropName: '#cdata',
  ignoreDeclaration: true,
  ignorePiTags: true,
  // Callbacks get the parser's path object instead of a path string built for every element.
  jPath: false,
  transformTagName: (name) => name.slice(name.indexOf(':') + 1),
});

/**
 * The document `text`, whose root element is `root`, as an element holding its top-level nodes.
 *
 * The parser forgives much that is not XML (a missing or misspelt end tag, a stray `<`) and reads on,
 * where it may then drop what follows. Its validator would refuse such a file, but costs a third of the
 * parse again; the callers check instead that nothing was lost (camt053.ts counts the entries), and
 * this checks that the file ends with the end tag of `root`, which a download cut short does not.
 * @throws ApiError 400 `dtdNotAllowed` when `text` holds `<!DOCTYPE` or `<!ENTITY` anywhere (any case);
 *   `notCamt` when it does not end with the end tag of `root` or the parser gives up on it.
 */
export function readXml(text: string, root: string): XmlElement {
  if (/<!(?:DOCTYPE|ENTITY)/i.test(text))
    throw refuse('dtdNotAllowed', 'The XML file declares a DTD or entities, which are not accepted.');
  if (!new RegExp(`</(?:[\\w.-]+:)?${root}>\\s*$`).test(text.slice(-200)))
    throw refuse('notCamt', `The XML file does not end with the end of its ${root} element.`);
  try {
    return { children: parser.parse(text) as OrderedNode[], attributes: {} };
  } catch (error) {
    throw refuse('notCamt', `The XML file cannot be read: ${(error as Error).message}`);
  }
}

function elementOf(node: OrderedNode, name: string): XmlElement | undefined {
  const children = node[name];
  if (!Array.isArray(children)) return undefined;
  return { children, attributes: (node[':@'] as Record<string, string> | undefined) ?? {} };
}

/** The child elements of `parent` named `name` (without prefix), in document order; none without a parent. */
export function elements(parent: XmlElement | undefined, name: string): XmlElement[] {
  const found: XmlElement[] = [];
  for (const node of parent?.children ?? []) {
    const child = elementOf(node, name);
    if (child) found.push(child);
  }
  return found;
}

/** The first element down `path` from `element` (`'RltdPties', 'Dbtr', 'Nm'`), or undefined. */
export function element(from: XmlElement | undefined, ...path: string[]): XmlElement | undefined {
  let current = from;
  for (const name of path) {
    if (!current) return undefined;
    let next: XmlElement | undefined;
    for (const node of current.children) {
      next = elementOf(node, name);
      if (next) break;
    }
    current = next;
  }
  return current;
}

/**
 * The text of the element down `path` from `from` (its text and CDATA, references decoded, white space
 * collapsed, trimmed), or null when there is no such element or it holds no text.
 */
export function text(from: XmlElement | undefined, ...path: string[]): string | null {
  const found = element(from, ...path);
  if (!found) return null;
  const parts: string[] = [];
  for (const node of found.children) {
    const value = node['#text'];
    if (typeof value === 'string') parts.push(value.includes('&') ? decodeXML(value) : value);
    const cdata = node['#cdata'];
    if (Array.isArray(cdata)) parts.push(String((cdata[0] as OrderedNode | undefined)?.['#text'] ?? ''));
  }
  return cleanText(parts.join(' '));
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../..');

/** Attributes a person reads or hears: a literal in one of them is a text outside the catalogues. */
const READ_ATTRIBUTES = new Set([
  'alt',
  'aria-description',
  'aria-label',
  'aria-roledescription',
  'aria-valuetext',
  'description',
  'emptyText',
  'heading',
  'hint',
  'label',
  'legend',
  'message',
  'placeholder',
  'subtitle',
  'summary',
  'title',
]);

/**
 * The domain's English constants (LOGIN_TEXTS, SERVER_MESSAGES, LOGIN_TITLE…) are for the gateway and
 * the rules; a screen that renders one shows English in every language.
 */
const ENGLISH_CONSTANT = /^[A-Z][A-Z0-9_]*_(TEXTS|MESSAGES|TITLE|TITLES|LABEL|LABELS|BANNER|HEADINGS?)$/;

const hasWords = (text: string) => /[A-Za-z]{2,}/.test(text);

interface Finding {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

/** The texts a TSX file shows that do not come from a catalogue. */
function findLiterals(file: string, source: string): Finding[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: Finding[] = [];
  const report = (node: ts.Node, text: string) =>
    findings.push({
      file,
      line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1,
      text: text.trim(),
    });
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.getText(sf))) report(node, node.getText(sf));
    if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent)) {
      const e = node.expression;
      if ((ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) && hasWords(e.text))
        report(e, e.text);
    }
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(sf)) && node.initializer) {
      const init = node.initializer;
      const literal = ts.isStringLiteral(init)
        ? init
        : ts.isJsxExpression(init) && init.expression && ts.isStringLiteralLike(init.expression)
          ? init.expression
          : undefined;
      if (literal && hasWords(literal.text)) report(literal, literal.text);
    }
    if (
      ts.isImportDeclaration(node) &&
      (node.moduleSpecifier as ts.StringLiteral).text.startsWith('@dash/domain')
    ) {
      const bindings = node.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          if (!element.isTypeOnly && ENGLISH_CONSTANT.test(element.name.text))
            report(element, element.name.text);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return findings;
}

function screenFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) return screenFiles(child);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [child] : [];
  });
}

describe('no screen renders text outside the catalogues (issue 17)', () => {
  it.each<[string, string, string[]]>([
    ['a JSX text', '<p>Hello there</p>', ['Hello there']],
    ['a string child', "<p>{'Hello there'}</p>", ['Hello there']],
    ['a read attribute', '<img alt="A logo" />', ['A logo']],
    ['an expression attribute', "<nav aria-label={'Account help'} />", ['Account help']],
    ['an English constant', "import { LOGIN_TEXTS } from '@dash/domain';", ['LOGIN_TEXTS']],
    ['a catalogue text', "<p>{t('title')}</p>", []],
    ['punctuation and numbers', '<p>© 2026 · {name}</p>', []],
    ['a class name', '<p className="alert alert--error" />', []],
    ['a rule from the domain', "import { getUtilityMenu } from '@dash/domain';", []],
  ])('finds %s', (_case, code, texts) => {
    expect(findLiterals('x.tsx', code).map((f) => f.text)).toEqual(texts);
  });

  it('holds for every screen of the app', () => {
    const findings = screenFiles(SRC)
      .map((file) => path.relative(SRC, file).split(path.sep).join('/'))
      .flatMap((relative) => findLiterals(relative, readFileSync(path.join(SRC, relative), 'utf8')));
    expect(findings).toEqual([]);
  });
});

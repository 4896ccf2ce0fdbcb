#!/usr/bin/env node
/**
 * A domain owns its tables (docs/decisions/037-a-domain-owns-its-tables.md): any API file may
 * read another domain's tables (joins for product cards, order lists, reports), but only the
 * owning domain inserts, updates or deletes their rows. Another domain that needs a write
 * calls the owner's exported function, passing its transaction along.
 *
 * The domain of a file is the first folder under packages/api/src. Code that builds rows for
 * every domain is exempt: tests (`*.test.ts`), files only tests and benchmarks import
 * (fixtures, test logins), test helpers (a `testing/` folder) and the demo seed (`seed/`).
 *
 *   node scripts/lint/table-ownership.mjs          fails on a write to another domain's table
 *   node scripts/lint/table-ownership.mjs --stats  also counts the files that import them
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const WRITE_METHODS = new Set(['insert', 'update', 'delete']);
const EXEMPT_FOLDERS = new Set(['seed', 'testing']);
/** Test helpers live in a `testing/` folder (packages/api/src/testing, checkout/testing). */
const isTestHelper = (path) => /(^|\/)testing\//.test(path);
const SQL_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/gi;

const isTest = (path) => /\.test\.tsx?$/.test(path) || isTestHelper(path);
const domainOf = (path) => path.split('/')[0];
const isTablesFile = (path) => path.endsWith('.tables.ts');
const toPosix = (path) => path.split(sep).join('/');

/** Every TypeScript file under `folder`, as paths relative to it with `/` separators. */
function listTypeScript(folder, sub = '') {
  if (!existsSync(join(folder, sub))) return [];
  const files = [];
  for (const entry of readdirSync(join(folder, sub), { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = sub ? `${sub}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...listTypeScript(folder, path));
    else if (/\.tsx?$/.test(entry.name)) files.push(path);
  }
  return files;
}

/** The API file an import names, relative to `root` (packages/api/src), or null. */
function resolveImport(root, fromFile, specifier) {
  let target;
  if (specifier.startsWith('.')) target = resolve(dirname(fromFile), specifier);
  else if (specifier.startsWith('@cho-dep/api/'))
    target = resolve(root, specifier.slice('@cho-dep/api/'.length));
  else return null;
  const path = toPosix(relative(root, target));
  if (path.startsWith('..')) return null;
  return path.endsWith('.ts') ? path : `${path}.ts`;
}

/**
 * The API files only tests reach: imported by at least one file, and only by tests,
 * benchmarks or other such files. `importers` maps each API file to the files importing it,
 * API files by their path under `root`, others by their path in the repository.
 */
function testSupportFiles(importers) {
  const support = new Set();
  const testSide = (importer) =>
    isTest(importer) || support.has(importer) || /^(repo:)(tests|bench)\//.test(importer);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [path, from] of importers) {
      if (support.has(path) || isTest(path) || from.size === 0) continue;
      if ([...from].every(testSide)) {
        support.add(path);
        grew = true;
      }
    }
  }
  return support;
}

function importersOf(root, repoRoot, apiFiles, outsideFolders) {
  const importers = new Map(apiFiles.map((path) => [path, new Set()]));
  const scan = (file, id) => {
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8')).importedFiles) {
      const target = resolveImport(root, file, fileName);
      if (target && target !== id) importers.get(target)?.add(id);
    }
  };
  for (const path of apiFiles) scan(join(root, path), path);
  for (const folder of outsideFolders) {
    for (const path of listTypeScript(join(repoRoot, folder))) {
      scan(join(repoRoot, folder, path), `repo:${folder}/${path}`);
    }
  }
  return importers;
}

/** SQL table names declared with pgTable('name', ...) in a tables file, to the export's name. */
function declaredTableNames(source) {
  const names = new Map();
  const visit = (node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      ts.isIdentifier(node.initializer.expression) &&
      /Table$/.test(node.initializer.expression.text) &&
      node.initializer.arguments[0] &&
      ts.isStringLiteral(node.initializer.arguments[0])
    ) {
      names.set(node.initializer.arguments[0].text, node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/**
 * What a file imports from other domains' `*.tables.ts`: named tables by local name, and
 * namespace imports. Type-only imports are left out for writes (a type cannot be written to)
 * but counted as imports.
 */
function foreignTableImports(root, path, source) {
  const tables = new Map();
  const namespaces = new Map();
  const modules = new Set();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const target = resolveImport(root, join(root, path), statement.moduleSpecifier.text);
    if (!target || !isTablesFile(target) || domainOf(target) === domainOf(path)) continue;
    modules.add(target);
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    const owner = domainOf(target);
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) namespaces.set(bindings.name.text, { owner, target });
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        if (element.isTypeOnly) continue;
        const table = (element.propertyName ?? element.name).text;
        tables.set(element.name.text, { table, owner, target });
      }
    }
  }
  return { tables, namespaces, modules };
}

/** The foreign table an expression names (`orders`, `ordersTables.orders`), if any. */
function foreignTableOf(expression, imports) {
  if (ts.isIdentifier(expression)) return imports.tables.get(expression.text) ?? null;
  if (
    ts.isPropertyAccessExpression(expression) &&
    ts.isIdentifier(expression.expression) &&
    imports.namespaces.has(expression.expression.text)
  ) {
    return { ...imports.namespaces.get(expression.expression.text), table: expression.name.text };
  }
  return null;
}

/**
 * Writes to other domains' tables in one file: `db.insert(t)`, `tx.update(t)`, `.delete(t)`
 * of a table imported from another domain, and raw SQL (`sql\`UPDATE orders ...\``) naming
 * a table another domain declares.
 */
function findWritesInFile(path, source, imports, sqlOwners) {
  const found = [];
  const lineOf = (node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      WRITE_METHODS.has(node.expression.name.text) &&
      node.arguments.length > 0
    ) {
      const foreign = foreignTableOf(node.arguments[0], imports);
      if (foreign)
        found.push({ file: path, line: lineOf(node), verb: node.expression.name.text, ...foreign });
    }
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === 'sql') {
      for (const match of node.template.getText(source).matchAll(SQL_WRITE)) {
        const owner = sqlOwners.get(match[1].toLowerCase());
        if (owner && owner.domain !== domainOf(path)) {
          const verb = match[0].split(/\s+/)[0].toLowerCase();
          found.push({
            file: path,
            line: lineOf(node),
            verb,
            table: owner.table,
            owner: owner.domain,
            target: owner.target,
          });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Checks the API sources under `root` (packages/api/src of `repoRoot`). Returns the writes to
 * other domains' tables, and for the record how many checked files import such tables.
 */
export function checkTableOwnership(root, { repoRoot = resolve(root, '../../..'), outside = [] } = {}) {
  const all = listTypeScript(root);
  const support = testSupportFiles(importersOf(root, repoRoot, all, outside));
  const texts = new Map(all.map((path) => [path, readFileSync(join(root, path), 'utf8')]));
  const sources = new Map(
    all.map((path) => [path, ts.createSourceFile(path, texts.get(path), ts.ScriptTarget.Latest, true)]),
  );
  const sqlOwners = new Map();
  for (const path of all.filter(isTablesFile)) {
    for (const [name, table] of declaredTableNames(sources.get(path))) {
      sqlOwners.set(name, { domain: domainOf(path), table, target: path });
    }
  }
  const checked = all.filter(
    (path) =>
      !isTest(path) && !isTablesFile(path) && !support.has(path) && !EXEMPT_FOLDERS.has(domainOf(path)),
  );
  const writes = [];
  const importing = new Set();
  const edges = new Set();
  for (const path of checked) {
    const imports = foreignTableImports(root, path, sources.get(path));
    for (const target of imports.modules) {
      importing.add(path);
      edges.add(`${domainOf(path)} -> ${domainOf(target)}`);
    }
    writes.push(...findWritesInFile(path, sources.get(path), imports, sqlOwners));
  }
  return {
    writes,
    checked: checked.length,
    importing: importing.size,
    edges: edges.size,
    exempt: support.size,
  };
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  const root = join(repoRoot, 'packages/api/src');
  const result = checkTableOwnership(root, { repoRoot, outside: ['apps/web/app', 'tests', 'bench'] });
  if (process.argv.includes('--stats')) {
    console.log(
      `${result.importing} of ${result.checked} checked API files import another domain's tables ` +
        `(${result.edges} domain edges); ${result.exempt} test-only files exempt; ` +
        `${result.writes.length} writes to another domain's tables.`,
    );
  }
  for (const write of result.writes) {
    console.error(
      `packages/api/src/${write.file}:${write.line}  ${write.verb}(${write.table}): ${write.table} belongs to ` +
        `${write.owner} (${write.target}); call a function of ${write.owner} instead`,
    );
  }
  if (result.writes.length > 0) {
    console.error(
      `\n${result.writes.length} writes to another domain's tables. Only the owning domain writes its rows ` +
        '(docs/decisions/037-a-domain-owns-its-tables.md).',
    );
    process.exit(1);
  }
}

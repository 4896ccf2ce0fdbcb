import { resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { API_TYPES_FILE, apiTypesSource, buildApiDocument } from './api-types.mjs';

/**
 * The point of the generated client: an answer whose shape changes breaks the build of the
 * page that reads it. The document is built from the routes, one answer field is renamed, the
 * types are generated again and a web file that reads the field is compiled against them
 * (in memory: the committed types stay as they are).
 */

const ROOT = resolve(import.meta.dirname, '..');
const GENERATED = resolve(ROOT, API_TYPES_FILE);
/** Reads the profile answer's fields (the account profile section's helpers). */
const READER = resolve(ROOT, 'apps/web/app/features/account/profile/profile-api.ts');

type Document = { components: { schemas: Record<string, { properties: Record<string, unknown> }> } };

function compile(types: string, old?: ts.Program) {
  const config = ts.getParsedCommandLineOfConfigFile(
    resolve(ROOT, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => {},
    },
  );
  const options = { ...config?.options, noEmit: true };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => (resolve(file) === GENERATED ? types : readFile(file));
  host.getSourceFile = (file, language, ...rest) =>
    resolve(file) === GENERATED
      ? ts.createSourceFile(file, types, language)
      : getSourceFile(file, language, ...rest);
  const program = ts.createProgram({ rootNames: [READER], options, host, oldProgram: old });
  const errors = ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file && resolve(d.file.fileName).startsWith(resolve(ROOT, 'apps/web')))
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  return { program, errors };
}

describe('the web types follow the API answers', () => {
  it('a renamed answer field fails the compile of the page that reads it', async () => {
    const document = (await buildApiDocument()) as Document;
    const unchanged = compile(await apiTypesSource(document));
    expect(unchanged.errors).toEqual([]);

    const renamed = structuredClone(document);
    const profile = renamed.components.schemas.Profile;
    if (!profile) throw new Error('the document has no Profile schema');
    const { birthDate, ...rest } = profile.properties;
    profile.properties = { ...rest, dateOfBirth: birthDate };
    (profile as { required?: string[] }).required = (profile as { required?: string[] }).required?.map(
      (name) => (name === 'birthDate' ? 'dateOfBirth' : name),
    );
    const broken = compile(await apiTypesSource(renamed), unchanged.program);
    expect(broken.errors.join('\n')).toMatch(/'birthDate'/);
  }, 120_000);
});

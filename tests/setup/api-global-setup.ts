import { prepareTestTemplate } from '../../packages/db/src/test-database';

/** Migrates the template database once; every API test file copies it. */
export default async function setup() {
  await prepareTestTemplate();
}

import type { TestProject } from 'vitest/node';
// Temporary (helper's iteration only): points the browser tests at an already running server.
export default async function setup(project: TestProject) {
  project.provide('baseUrl', process.env.E2E_BASE_URL as string);
}

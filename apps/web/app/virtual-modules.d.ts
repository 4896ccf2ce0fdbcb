// The app's own server build, as React Router's Vite plugin provides it to the server entry.
declare module 'virtual:react-router/server-build' {
  const build: import('react-router').ServerBuild;
  export = build;
}

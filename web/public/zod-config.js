// Read by zod when it loads (its shared configuration object): the Content-Security-Policy allows no eval,
// so zod must not probe for it with `new Function` (a reported violation on every page) nor compile parsers.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });

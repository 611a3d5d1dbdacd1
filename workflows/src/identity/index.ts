/** identity: accounts, sign-in, roles and sessions. Nothing of it lives in workflows yet. */
export {};

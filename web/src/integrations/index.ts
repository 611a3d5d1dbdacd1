/** integrations: Xero, dataplus and other connected systems. Nothing of it lives in web yet. */
export {};

/** support: chat, feedback, data deletion and notifications. Nothing of it lives in projections yet. */
export {};

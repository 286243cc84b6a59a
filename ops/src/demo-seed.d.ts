import { type EventStore } from '@wellway/event-store';
export declare const DEMO_PASSWORD = "Wellway-demo-1!";
export declare const DEMO_SITE_ID: string;
export declare const demoUserId: (key: string) => string;
export declare const demoEmail: (key: string) => string;
/** The demo site, its activities and badges, and the three demo accounts. Idempotent. */
export declare function seedDemo(store: EventStore, now?: Date): Promise<void>;
//# sourceMappingURL=demo-seed.d.ts.map
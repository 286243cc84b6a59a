/** Schema for events and read models, then the demo data. Safe to run on every start. */
export declare function prepareDatabase(databaseUrl: string, options: {
    eventStoreUrl?: string;
    seed: boolean;
}): Promise<void>;
//# sourceMappingURL=prepare.d.ts.map
export declare const MIGRATIONS_FOLDER: string;
/** Applies the migrations in `migrations/` to the Postgres at `url`. */
export declare function migrateDatabase(url: string): Promise<void>;

import type { ContentCategory } from '@wellway/domain';

export interface CustomContentTable {
  id: string;
  site_id: string;
  category: ContentCategory;
  key: string;
  group: string;
  sequence: number;
  title: string;
  summary_html: string;
  content_html: string;
  hidden: boolean;
  /** Tombstone: a replayed older event cannot bring deleted content back. */
  deleted: boolean;
  position: bigint;
}

export interface RequiredTermTable {
  site_id: string;
  content_id: string;
  required: boolean;
  position: bigint;
}

export interface TermAcceptanceTable {
  user_id: string;
  content_id: string;
  site_id: string;
  accepted_at: Date;
  position: bigint;
}

export interface ContentTables {
  custom_content: CustomContentTable;
  required_terms: RequiredTermTable;
  term_acceptances: TermAcceptanceTable;
}

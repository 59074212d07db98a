CREATE TABLE "auth" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auth_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"permission" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_permission_unique" UNIQUE("permission")
);
--> statement-breakpoint
CREATE TABLE "cache_entry" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"sent_at" timestamp with time zone,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role" (
	"id" integer PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"description" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "role_role_unique" UNIQUE("role")
);
--> statement-breakpoint
CREATE TABLE "role_auth" (
	"role_id" integer NOT NULL,
	"auth_id" integer NOT NULL,
	CONSTRAINT "role_auth_role_id_auth_id_pk" PRIMARY KEY("role_id","auth_id")
);
--> statement-breakpoint
CREATE TABLE "user_info" (
	"uid" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password" text NOT NULL,
	"nickname" text,
	"realname" text,
	"school" text,
	"number" text,
	"gender" text DEFAULT 'secrecy' NOT NULL,
	"github" text,
	"blog" text,
	"cf_username" text,
	"email" text,
	"mobile" text,
	"avatar" text,
	"signature" text,
	"title_name" text,
	"title_color" text,
	"status" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_problem_progress" (
	"uid" text NOT NULL,
	"pid" integer NOT NULL,
	"status" integer NOT NULL,
	"score" integer,
	"oi_rank_score" integer DEFAULT 0 NOT NULL,
	"first_ac_submit_id" integer,
	"first_ac_time" timestamp with time zone,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_problem_progress_uid_pid_pk" PRIMARY KEY("uid","pid")
);
--> statement-breakpoint
CREATE TABLE "user_record" (
	"uid" text PRIMARY KEY NOT NULL,
	"submission_count" integer DEFAULT 0 NOT NULL,
	"ac_count" integer DEFAULT 0 NOT NULL,
	"oi_score" integer DEFAULT 0 NOT NULL,
	"rating" integer,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_role" (
	"uid" text NOT NULL,
	"role_id" integer NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_role_uid_role_id_pk" PRIMARY KEY("uid","role_id")
);
--> statement-breakpoint
CREATE TABLE "user_session" (
	"id" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"login_type" text DEFAULT 'general' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contest_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uid" text NOT NULL,
	"author" text NOT NULL,
	"title" text NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"source" integer DEFAULT 0 NOT NULL,
	"auth" integer DEFAULT 0 NOT NULL,
	"pwd" text,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"duration" integer NOT NULL,
	"seal_rank" boolean DEFAULT false NOT NULL,
	"seal_rank_time" timestamp with time zone,
	"auto_real_rank" boolean DEFAULT true NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"open_print" boolean DEFAULT false NOT NULL,
	"open_rank" boolean DEFAULT false NOT NULL,
	"open_account_limit" boolean DEFAULT false NOT NULL,
	"account_limit_rule" text,
	"rank_show_name" text DEFAULT 'username' NOT NULL,
	"star_account" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"oi_rank_score_type" text DEFAULT 'Recent' NOT NULL,
	"allow_end_submit" boolean DEFAULT false NOT NULL,
	"award_type" integer DEFAULT 0 NOT NULL,
	"award_config" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_group" boolean DEFAULT false NOT NULL,
	"gid" integer,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_announcement" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contest_announcement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cid" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"uid" text,
	"status" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_print" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contest_print_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cid" integer NOT NULL,
	"uid" text NOT NULL,
	"username" text NOT NULL,
	"realname" text,
	"content" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_problem" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contest_problem_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cid" integer NOT NULL,
	"pid" integer NOT NULL,
	"display_id" text NOT NULL,
	"display_title" text NOT NULL,
	"color" text,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_record" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contest_record_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cid" integer NOT NULL,
	"uid" text NOT NULL,
	"pid" integer NOT NULL,
	"cpid" integer NOT NULL,
	"username" text NOT NULL,
	"realname" text,
	"display_id" text NOT NULL,
	"submit_id" integer NOT NULL,
	"status" integer,
	"submit_time" timestamp with time zone NOT NULL,
	"time" integer NOT NULL,
	"score" integer,
	"use_time" integer,
	"first_blood" boolean DEFAULT false NOT NULL,
	"checked" boolean DEFAULT false NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_register" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contest_register_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cid" integer NOT NULL,
	"uid" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cid" integer,
	"did" integer,
	"content" text NOT NULL,
	"from_uid" text NOT NULL,
	"from_name" text NOT NULL,
	"from_avatar" text,
	"from_role" text,
	"like_num" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comment_like" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comment_like_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uid" text NOT NULL,
	"comment_id" integer NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discussion" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discussion_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"content" text NOT NULL,
	"pid" text,
	"uid" text NOT NULL,
	"author" text NOT NULL,
	"avatar" text,
	"role" text,
	"view_num" integer DEFAULT 0 NOT NULL,
	"like_num" integer DEFAULT 0 NOT NULL,
	"comment_num" integer DEFAULT 0 NOT NULL,
	"top_priority" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"gid" integer,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discussion_category" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discussion_category_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discussion_like" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discussion_like_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uid" text NOT NULL,
	"did" integer NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discussion_report" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discussion_report_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"did" integer NOT NULL,
	"reporter" text NOT NULL,
	"content" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reply" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reply_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comment_id" integer NOT NULL,
	"from_uid" text NOT NULL,
	"from_name" text NOT NULL,
	"from_avatar" text,
	"from_role" text,
	"to_uid" text,
	"to_name" text,
	"to_avatar" text,
	"content" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_announcement" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_announcement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gid" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"uid" text NOT NULL,
	"username" text NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_member" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_member_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gid" integer NOT NULL,
	"uid" text NOT NULL,
	"auth" integer NOT NULL,
	"reason" text,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "team_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"avatar" text,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"brief" text NOT NULL,
	"description" text NOT NULL,
	"owner" text NOT NULL,
	"uid" text NOT NULL,
	"auth" integer NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"code" text,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_template" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "code_template_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pid" integer NOT NULL,
	"lid" integer NOT NULL,
	"code" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "language" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "language_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"content_type" text NOT NULL,
	"compile_command" text DEFAULT '' NOT NULL,
	"template" text DEFAULT '' NOT NULL,
	"code_template" text DEFAULT '' NOT NULL,
	"is_spj" boolean DEFAULT false NOT NULL,
	"oj" text DEFAULT 'ME' NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "problem" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "problem_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"problem_id" text NOT NULL,
	"title" text NOT NULL,
	"author" text,
	"type" integer DEFAULT 0 NOT NULL,
	"judge_mode" text DEFAULT 'default' NOT NULL,
	"judge_case_mode" text DEFAULT 'default' NOT NULL,
	"time_limit" integer DEFAULT 1000 NOT NULL,
	"memory_limit" integer DEFAULT 256 NOT NULL,
	"stack_limit" integer DEFAULT 128 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"input" text DEFAULT '' NOT NULL,
	"output" text DEFAULT '' NOT NULL,
	"examples" text DEFAULT '' NOT NULL,
	"is_remote" boolean DEFAULT false NOT NULL,
	"oj" text DEFAULT 'ME' NOT NULL,
	"source" text,
	"difficulty" integer DEFAULT 0 NOT NULL,
	"hint" text,
	"auth" integer DEFAULT 1 NOT NULL,
	"io_score" integer DEFAULT 100 NOT NULL,
	"code_share" boolean DEFAULT true NOT NULL,
	"spj_code" text,
	"spj_language" text,
	"user_extra_file" text,
	"judge_extra_file" text,
	"is_remove_end_blank" boolean DEFAULT true NOT NULL,
	"open_case_result" boolean DEFAULT true NOT NULL,
	"is_upload_case" boolean DEFAULT true NOT NULL,
	"case_version" text,
	"is_file_io" boolean DEFAULT false NOT NULL,
	"io_read_file_name" text,
	"io_write_file_name" text,
	"modified_user" text,
	"is_group" boolean DEFAULT false NOT NULL,
	"gid" integer,
	"apply_public_progress" integer,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "problem_case" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "problem_case_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pid" integer NOT NULL,
	"case_index" integer NOT NULL,
	"input_name" text NOT NULL,
	"output_name" text NOT NULL,
	"input_hash" text NOT NULL,
	"output_hash" text NOT NULL,
	"input_size" integer NOT NULL,
	"output_size" integer NOT NULL,
	"score" integer,
	"group_num" integer,
	"is_open" boolean DEFAULT false NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "problem_count" (
	"pid" integer PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"ac" integer DEFAULT 0 NOT NULL,
	"wa" integer DEFAULT 0 NOT NULL,
	"tle" integer DEFAULT 0 NOT NULL,
	"mle" integer DEFAULT 0 NOT NULL,
	"re" integer DEFAULT 0 NOT NULL,
	"pe" integer DEFAULT 0 NOT NULL,
	"ce" integer DEFAULT 0 NOT NULL,
	"se" integer DEFAULT 0 NOT NULL,
	"pa" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "problem_language" (
	"pid" integer NOT NULL,
	"lid" integer NOT NULL,
	CONSTRAINT "problem_language_pid_lid_pk" PRIMARY KEY("pid","lid")
);
--> statement-breakpoint
CREATE TABLE "problem_tag" (
	"pid" integer NOT NULL,
	"tid" integer NOT NULL,
	CONSTRAINT "problem_tag_pid_tid_pk" PRIMARY KEY("pid","tid")
);
--> statement-breakpoint
CREATE TABLE "tag" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tag_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"color" text DEFAULT '#409eff' NOT NULL,
	"oj" text DEFAULT 'ME' NOT NULL,
	"gid" integer,
	"tcid" integer,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tag_classification" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tag_classification_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"oj" text DEFAULT 'ME' NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_judge_account" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "remote_judge_account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"oj" text NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"username_cipher" text NOT NULL,
	"password_cipher" text NOT NULL,
	"username_hash" text NOT NULL,
	"status" text DEFAULT 'ok' NOT NULL,
	"last_error" text,
	"reserved_by" integer,
	"reserved_until" timestamp with time zone,
	"last_submit_at" timestamp with time zone,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_sys_notice" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_sys_notice_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"content" text NOT NULL,
	"type" text NOT NULL,
	"recipient_id" text,
	"admin_id" text,
	"pushed" boolean DEFAULT false NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcement" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "announcement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"content" text NOT NULL,
	"uid" text,
	"status" integer DEFAULT 0 NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_carousel" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "home_carousel_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"file_id" integer,
	"url" text NOT NULL,
	"uid" text,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "msg_remind" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "msg_remind_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"action" text NOT NULL,
	"source_id" integer,
	"source_type" text,
	"source_title" text,
	"source_content" text,
	"quote_id" integer,
	"quote_type" text,
	"quote_content" text,
	"url" text,
	"state" boolean DEFAULT false NOT NULL,
	"sender_id" text,
	"recipient_id" text NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_file" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "uploaded_file_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uid" text,
	"gid" integer,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"suffix" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_file_storageKey_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "user_sys_notice" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_sys_notice_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sys_notice_id" integer,
	"recipient_id" text NOT NULL,
	"type" text NOT NULL,
	"title" text,
	"content" text,
	"state" boolean DEFAULT false NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checker_compile" (
	"key" text PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"code" text NOT NULL,
	"extra_files" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"message" text,
	"expires_at" timestamp with time zone NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "judge_case" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "judge_case_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"submit_id" integer NOT NULL,
	"uid" text NOT NULL,
	"pid" integer NOT NULL,
	"case_id" integer,
	"seq" integer NOT NULL,
	"status" integer NOT NULL,
	"time" integer,
	"memory" integer,
	"score" integer,
	"group_num" integer,
	"mode" text DEFAULT 'default' NOT NULL,
	"input_data" text,
	"output_data" text,
	"user_output" text,
	"message" text,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "judge_job" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "judge_job_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text DEFAULT 'judge' NOT NULL,
	"submit_id" integer,
	"test_key" text,
	"attempt" integer DEFAULT 1 NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"lease_owner" text,
	"lease_expires_at" timestamp with time zone,
	"deliveries" integer DEFAULT 0 NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "judge_server" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "judge_server_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"host" text NOT NULL,
	"version" text,
	"cpu_core" integer DEFAULT 1 NOT NULL,
	"task_number" integer DEFAULT 0 NOT NULL,
	"max_task_number" integer DEFAULT 1 NOT NULL,
	"cpu_usage" integer,
	"memory_usage" integer,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"missing_protections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_error" text,
	"is_remote" boolean DEFAULT false NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"last_heartbeat" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "judge_server_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "submission" (
	"submit_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "submission_submit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pid" integer NOT NULL,
	"display_pid" text NOT NULL,
	"uid" text NOT NULL,
	"username" text NOT NULL,
	"submit_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 5 NOT NULL,
	"share" boolean DEFAULT false NOT NULL,
	"error_message" text,
	"time" integer,
	"memory" integer,
	"score" integer,
	"oi_rank_score" integer,
	"length" integer NOT NULL,
	"code" text NOT NULL,
	"language" text NOT NULL,
	"cid" integer DEFAULT 0 NOT NULL,
	"cpid" integer,
	"tid" integer,
	"gid" integer,
	"judger" text,
	"ip" text,
	"is_manual" boolean DEFAULT false NOT NULL,
	"is_remote" boolean DEFAULT false NOT NULL,
	"judge_attempt" integer DEFAULT 1 NOT NULL,
	"vjudge_submit_id" text,
	"vjudge_username" text,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_judge" (
	"key" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"pid" integer NOT NULL,
	"language" text NOT NULL,
	"code" text NOT NULL,
	"user_input" text NOT NULL,
	"expected_output" text,
	"type" text DEFAULT 'public' NOT NULL,
	"status" integer DEFAULT 5 NOT NULL,
	"user_output" text,
	"stderr" text,
	"time" integer,
	"memory" integer,
	"problem_judge_mode" text DEFAULT 'default' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"author" text NOT NULL,
	"uid" text,
	"auth" text DEFAULT 'Public' NOT NULL,
	"private_pwd" text,
	"rank" integer DEFAULT 1000 NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"category_id" integer,
	"is_group" boolean DEFAULT false NOT NULL,
	"gid" integer,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_category" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_category_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"color" text DEFAULT '#409eff' NOT NULL,
	"gid" integer,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_problem" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_problem_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tid" integer NOT NULL,
	"pid" integer NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"display_id" text,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_record" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_record_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tid" integer NOT NULL,
	"tpid" integer NOT NULL,
	"pid" integer NOT NULL,
	"uid" text NOT NULL,
	"submit_id" integer NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_register" (
	"tid" integer NOT NULL,
	"uid" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"gmt_create" timestamp with time zone DEFAULT now() NOT NULL,
	"gmt_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_register_tid_uid_pk" PRIMARY KEY("tid","uid")
);
--> statement-breakpoint
ALTER TABLE "role_auth" ADD CONSTRAINT "role_auth_role_id_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_auth" ADD CONSTRAINT "role_auth_auth_id_auth_id_fk" FOREIGN KEY ("auth_id") REFERENCES "public"."auth"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_problem_progress" ADD CONSTRAINT "user_problem_progress_uid_user_info_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."user_info"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_record" ADD CONSTRAINT "user_record_uid_user_info_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."user_info"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_role" ADD CONSTRAINT "user_role_uid_user_info_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."user_info"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_role" ADD CONSTRAINT "user_role_role_id_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."role"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_session" ADD CONSTRAINT "user_session_uid_user_info_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."user_info"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_announcement" ADD CONSTRAINT "contest_announcement_cid_contest_id_fk" FOREIGN KEY ("cid") REFERENCES "public"."contest"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_print" ADD CONSTRAINT "contest_print_cid_contest_id_fk" FOREIGN KEY ("cid") REFERENCES "public"."contest"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_problem" ADD CONSTRAINT "contest_problem_cid_contest_id_fk" FOREIGN KEY ("cid") REFERENCES "public"."contest"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_record" ADD CONSTRAINT "contest_record_cid_contest_id_fk" FOREIGN KEY ("cid") REFERENCES "public"."contest"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_register" ADD CONSTRAINT "contest_register_cid_contest_id_fk" FOREIGN KEY ("cid") REFERENCES "public"."contest"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment" ADD CONSTRAINT "comment_cid_contest_id_fk" FOREIGN KEY ("cid") REFERENCES "public"."contest"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment" ADD CONSTRAINT "comment_did_discussion_id_fk" FOREIGN KEY ("did") REFERENCES "public"."discussion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_like" ADD CONSTRAINT "comment_like_comment_id_comment_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_like" ADD CONSTRAINT "discussion_like_did_discussion_id_fk" FOREIGN KEY ("did") REFERENCES "public"."discussion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_report" ADD CONSTRAINT "discussion_report_did_discussion_id_fk" FOREIGN KEY ("did") REFERENCES "public"."discussion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply" ADD CONSTRAINT "reply_comment_id_comment_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_announcement" ADD CONSTRAINT "group_announcement_gid_team_id_fk" FOREIGN KEY ("gid") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_member" ADD CONSTRAINT "group_member_gid_team_id_fk" FOREIGN KEY ("gid") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_template" ADD CONSTRAINT "code_template_pid_problem_id_fk" FOREIGN KEY ("pid") REFERENCES "public"."problem"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_template" ADD CONSTRAINT "code_template_lid_language_id_fk" FOREIGN KEY ("lid") REFERENCES "public"."language"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_case" ADD CONSTRAINT "problem_case_pid_problem_id_fk" FOREIGN KEY ("pid") REFERENCES "public"."problem"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_count" ADD CONSTRAINT "problem_count_pid_problem_id_fk" FOREIGN KEY ("pid") REFERENCES "public"."problem"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_language" ADD CONSTRAINT "problem_language_pid_problem_id_fk" FOREIGN KEY ("pid") REFERENCES "public"."problem"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_language" ADD CONSTRAINT "problem_language_lid_language_id_fk" FOREIGN KEY ("lid") REFERENCES "public"."language"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_tag" ADD CONSTRAINT "problem_tag_pid_problem_id_fk" FOREIGN KEY ("pid") REFERENCES "public"."problem"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_tag" ADD CONSTRAINT "problem_tag_tid_tag_id_fk" FOREIGN KEY ("tid") REFERENCES "public"."tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag" ADD CONSTRAINT "tag_tcid_tag_classification_id_fk" FOREIGN KEY ("tcid") REFERENCES "public"."tag_classification"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_sys_notice" ADD CONSTRAINT "admin_sys_notice_recipient_id_user_info_uid_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."user_info"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_sys_notice" ADD CONSTRAINT "admin_sys_notice_admin_id_user_info_uid_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."user_info"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement" ADD CONSTRAINT "announcement_uid_user_info_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."user_info"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_carousel" ADD CONSTRAINT "home_carousel_file_id_uploaded_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_carousel" ADD CONSTRAINT "home_carousel_uid_user_info_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."user_info"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "msg_remind" ADD CONSTRAINT "msg_remind_sender_id_user_info_uid_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user_info"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "msg_remind" ADD CONSTRAINT "msg_remind_recipient_id_user_info_uid_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."user_info"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_file" ADD CONSTRAINT "uploaded_file_uid_user_info_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."user_info"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sys_notice" ADD CONSTRAINT "user_sys_notice_sys_notice_id_admin_sys_notice_id_fk" FOREIGN KEY ("sys_notice_id") REFERENCES "public"."admin_sys_notice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sys_notice" ADD CONSTRAINT "user_sys_notice_recipient_id_user_info_uid_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."user_info"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_case" ADD CONSTRAINT "judge_case_submit_id_submission_submit_id_fk" FOREIGN KEY ("submit_id") REFERENCES "public"."submission"("submit_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training" ADD CONSTRAINT "training_category_id_training_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."training_category"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_problem" ADD CONSTRAINT "training_problem_tid_training_id_fk" FOREIGN KEY ("tid") REFERENCES "public"."training"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_record" ADD CONSTRAINT "training_record_tid_training_id_fk" FOREIGN KEY ("tid") REFERENCES "public"."training"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_register" ADD CONSTRAINT "training_register_tid_training_id_fk" FOREIGN KEY ("tid") REFERENCES "public"."training"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cache_entry_expires_idx" ON "cache_entry" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to","gmt_create");--> statement-breakpoint
CREATE UNIQUE INDEX "user_info_username_lower_uq" ON "user_info" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "user_info_email_lower_uq" ON "user_info" USING btree (lower("email")) WHERE "user_info"."email" is not null;--> statement-breakpoint
CREATE INDEX "user_info_gmt_create_idx" ON "user_info" USING btree ("gmt_create");--> statement-breakpoint
CREATE INDEX "user_problem_progress_pid_idx" ON "user_problem_progress" USING btree ("pid");--> statement-breakpoint
CREATE INDEX "user_record_acm_rank_idx" ON "user_record" USING btree ("ac_count" DESC NULLS LAST,"submission_count");--> statement-breakpoint
CREATE INDEX "user_record_oi_rank_idx" ON "user_record" USING btree ("oi_score" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_role_role_idx" ON "user_role" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "user_session_uid_idx" ON "user_session" USING btree ("uid","gmt_create");--> statement-breakpoint
CREATE INDEX "contest_start_idx" ON "contest" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "contest_gid_idx" ON "contest" USING btree ("gid");--> statement-breakpoint
CREATE INDEX "contest_announcement_cid_idx" ON "contest_announcement" USING btree ("cid","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contest_print_cid_idx" ON "contest_print" USING btree ("cid","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "contest_problem_cid_display_uq" ON "contest_problem" USING btree ("cid","display_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contest_problem_cid_pid_uq" ON "contest_problem" USING btree ("cid","pid");--> statement-breakpoint
CREATE INDEX "contest_record_cid_idx" ON "contest_record" USING btree ("cid","uid","pid");--> statement-breakpoint
CREATE UNIQUE INDEX "contest_record_submit_uq" ON "contest_record" USING btree ("submit_id");--> statement-breakpoint
CREATE INDEX "contest_record_cid_modified_idx" ON "contest_record" USING btree ("cid","gmt_modified");--> statement-breakpoint
CREATE UNIQUE INDEX "contest_register_cid_uid_uq" ON "contest_register" USING btree ("cid","uid");--> statement-breakpoint
CREATE INDEX "comment_did_idx" ON "comment" USING btree ("did","status","like_num" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "comment_cid_idx" ON "comment" USING btree ("cid","status","like_num" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "comment_like_uq" ON "comment_like" USING btree ("comment_id","uid");--> statement-breakpoint
CREATE INDEX "discussion_list_idx" ON "discussion" USING btree ("gid","top_priority" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "discussion_public_list_idx" ON "discussion" USING btree ("top_priority" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "discussion"."gid" is null;--> statement-breakpoint
CREATE INDEX "discussion_pid_idx" ON "discussion" USING btree ("pid");--> statement-breakpoint
CREATE INDEX "discussion_uid_idx" ON "discussion" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "discussion_like_uq" ON "discussion_like" USING btree ("did","uid");--> statement-breakpoint
CREATE INDEX "reply_comment_idx" ON "reply" USING btree ("comment_id","status","id");--> statement-breakpoint
CREATE INDEX "group_announcement_gid_idx" ON "group_announcement" USING btree ("gid","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "group_member_gid_uid_uq" ON "group_member" USING btree ("gid","uid");--> statement-breakpoint
CREATE INDEX "group_member_uid_idx" ON "group_member" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "team_name_uq" ON "team" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "team_short_name_uq" ON "team" USING btree (lower("short_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "code_template_pid_lid_uq" ON "code_template" USING btree ("pid","lid");--> statement-breakpoint
CREATE UNIQUE INDEX "language_name_oj_uq" ON "language" USING btree ("name","oj");--> statement-breakpoint
CREATE UNIQUE INDEX "problem_problem_id_uq" ON "problem" USING btree (lower("problem_id"));--> statement-breakpoint
CREATE INDEX "problem_public_list_idx" ON "problem" USING btree ("auth","is_group","id");--> statement-breakpoint
CREATE INDEX "problem_natural_order_idx" ON "problem" USING btree (length("problem_id"),"problem_id");--> statement-breakpoint
CREATE INDEX "problem_oj_idx" ON "problem" USING btree ("oj","id");--> statement-breakpoint
CREATE INDEX "problem_difficulty_idx" ON "problem" USING btree ("difficulty","id");--> statement-breakpoint
CREATE INDEX "problem_gid_idx" ON "problem" USING btree ("gid","id");--> statement-breakpoint
CREATE INDEX "problem_modified_idx" ON "problem" USING btree ("gmt_modified");--> statement-breakpoint
CREATE INDEX "problem_case_pid_idx" ON "problem_case" USING btree ("pid","case_index");--> statement-breakpoint
CREATE INDEX "problem_case_input_hash_idx" ON "problem_case" USING btree ("input_hash");--> statement-breakpoint
CREATE INDEX "problem_case_output_hash_idx" ON "problem_case" USING btree ("output_hash");--> statement-breakpoint
CREATE INDEX "problem_tag_tid_idx" ON "problem_tag" USING btree ("tid","pid");--> statement-breakpoint
CREATE UNIQUE INDEX "tag_name_oj_gid_uq" ON "tag" USING btree ("name","oj",coalesce("gid", 0));--> statement-breakpoint
CREATE UNIQUE INDEX "remote_judge_account_oj_user_uq" ON "remote_judge_account" USING btree ("oj","username_hash");--> statement-breakpoint
CREATE INDEX "remote_judge_account_free_idx" ON "remote_judge_account" USING btree ("oj","last_submit_at") WHERE "remote_judge_account"."status" = 'ok';--> statement-breakpoint
CREATE INDEX "admin_sys_notice_unpushed_idx" ON "admin_sys_notice" USING btree ("id") WHERE "admin_sys_notice"."pushed" = false;--> statement-breakpoint
CREATE INDEX "msg_remind_recipient_idx" ON "msg_remind" USING btree ("recipient_id","action","state","gmt_create" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "msg_remind_unread_idx" ON "msg_remind" USING btree ("recipient_id","action") WHERE "msg_remind"."state" = false;--> statement-breakpoint
CREATE INDEX "uploaded_file_uid_type_idx" ON "uploaded_file" USING btree ("uid","type");--> statement-breakpoint
CREATE INDEX "user_sys_notice_recipient_idx" ON "user_sys_notice" USING btree ("recipient_id","type","state","gmt_create" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_sys_notice_unread_idx" ON "user_sys_notice" USING btree ("recipient_id","type") WHERE "user_sys_notice"."state" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "user_sys_notice_delivery_idx" ON "user_sys_notice" USING btree ("sys_notice_id","recipient_id");--> statement-breakpoint
CREATE INDEX "checker_compile_expires_idx" ON "checker_compile" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "judge_case_submit_idx" ON "judge_case" USING btree ("submit_id","seq");--> statement-breakpoint
CREATE INDEX "judge_job_ready_idx" ON "judge_job" USING btree ("state","available_at","id");--> statement-breakpoint
CREATE INDEX "judge_job_submit_idx" ON "judge_job" USING btree ("submit_id");--> statement-breakpoint
CREATE INDEX "submission_public_list_idx" ON "submission" USING btree ("submit_id" DESC NULLS LAST) WHERE "submission"."cid" = 0 and "submission"."gid" is null;--> statement-breakpoint
CREATE INDEX "submission_uid_idx" ON "submission" USING btree ("uid","submit_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "submission_pid_idx" ON "submission" USING btree ("pid","submit_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "submission_status_idx" ON "submission" USING btree ("status","submit_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "submission_pending_idx" ON "submission" USING btree ("uid","pid") WHERE "submission"."status" in (5, 6, 7);--> statement-breakpoint
CREATE INDEX "submission_cid_idx" ON "submission" USING btree ("cid","submit_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "submission_gid_idx" ON "submission" USING btree ("gid","submit_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "submission_time_idx" ON "submission" USING btree ("submit_time");--> statement-breakpoint
CREATE INDEX "test_judge_uid_idx" ON "test_judge" USING btree ("uid","gmt_create");--> statement-breakpoint
CREATE INDEX "test_judge_expires_idx" ON "test_judge" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "training_rank_idx" ON "training" USING btree ("rank","id");--> statement-breakpoint
CREATE INDEX "training_gid_idx" ON "training" USING btree ("gid");--> statement-breakpoint
CREATE UNIQUE INDEX "training_problem_tid_pid_uq" ON "training_problem" USING btree ("tid","pid");--> statement-breakpoint
CREATE INDEX "training_record_tid_idx" ON "training_record" USING btree ("tid","uid");--> statement-breakpoint
CREATE UNIQUE INDEX "training_record_tid_submit_uq" ON "training_record" USING btree ("tid","submit_id");
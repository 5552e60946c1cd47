CREATE TABLE "conversation_turns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_pk" bigint NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"data" jsonb,
	"engine" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_turns" ADD CONSTRAINT "conversation_turns_conversation_pk_conversations_id_fk" FOREIGN KEY ("conversation_pk") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_turns_position_key" ON "conversation_turns" USING btree ("conversation_pk","position");

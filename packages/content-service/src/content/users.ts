// The users who author pages and posts (users.yaml). Every one may hold an Application
// Password; only those with published content are public (visibility.ts).
import path from "node:path";
import { z } from "zod";
import { userSlug } from "./fields.ts";
import { readYamlFile, type SeedFolder } from "./read.ts";
import type { UserRecord } from "./records.ts";

export const USERS_FILE = "users.yaml";

const usersFileSchema = z.array(
  z
    .object({
      databaseId: z.number().int().positive(),
      slug: userSlug,
      name: z.string().min(1),
      firstName: z.string().default(""),
      lastName: z.string().default(""),
      description: z.string().default(""),
      email: z.email(),
      url: z.url({ protocol: /^https$/ }).optional(),
    })
    .strict(),
);

export type UsersInput = z.infer<typeof usersFileSchema>;

export function readUsersFile({ contentDir, rel }: SeedFolder): Promise<UsersInput> {
  return readYamlFile(path.join(contentDir, USERS_FILE), usersFileSchema, rel);
}

export function userRecords(input: UsersInput): UserRecord[] {
  return input.map((user) => ({
    kind: "user",
    ...user,
    nickname: user.firstName || user.name,
    url: user.url ?? null,
    uri: `/author/${user.slug}/`,
  }));
}

/**
 * Where a GitHub release of the system is published, the Foundry way: the manifest users paste
 * into Foundry points at the LATEST release's system.json, so Foundry finds every later version
 * there; the download points at the zip of this release's tag, so each version installs its own
 * files.
 *
 *   manifest  https://github.com/<owner>/<repo>/releases/latest/download/system.json
 *   download  https://github.com/<owner>/<repo>/releases/download/v<version>/harnfudge-<version>.zip
 *   url       https://github.com/<owner>/<repo>
 */
import { releaseZipName } from "./zip";

/** What the release reads from the environment: our own variable, or what GitHub Actions sets. */
export interface GitHubEnv {
  /** The repository's page, e.g. https://github.com/<owner>/<repo> (wins over the rest). */
  HARNFUDGE_REPOSITORY_URL?: string | undefined;
  /** Set by GitHub Actions: "<owner>/<repo>", and the server it runs on. */
  GITHUB_REPOSITORY?: string | undefined;
  GITHUB_SERVER_URL?: string | undefined;
  /** Set by GitHub Actions: the tag (or branch) that started the run, and which of the two it is. */
  GITHUB_REF_NAME?: string | undefined;
  GITHUB_REF_TYPE?: string | undefined;
}

/** package.json's `repository`: "owner/repo", "github:owner/repo", a URL, or `{ url }`. */
export type RepositoryField = string | { url?: unknown } | undefined;

export const MISSING_REPOSITORY =
  "npm run release needs the GitHub repository the release is published in: set HARNFUDGE_REPOSITORY_URL=https://github.com/<owner>/<repo>, or package.json's \"repository\" (GitHub Actions sets GITHUB_REPOSITORY itself)";

/** https://github.com/<owner>/<repo> from any of the forms npm and git write. */
function normalize(value: string, source: string): string {
  const text = value.trim();
  const short = /^(?:github:)?([\w.-]+)\/([\w.-]+?)(?:\.git)?$/.exec(text);
  if (short) return `https://github.com/${short[1]}/${short[2]}`;
  const url = /^(?:git\+)?(?:https?|git|ssh):\/\/(?:git@)?([\w.-]+(?::\d+)?)\/([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(text);
  if (url) return `https://${url[1]}/${url[2]}/${url[3]}`;
  throw new Error(`${source} is not a GitHub repository (https://github.com/<owner>/<repo> or <owner>/<repo>): ${value}`);
}

/** The repository's page from the environment or package.json; a clear error when neither names one. */
export function repositoryUrl(env: GitHubEnv, repository: RepositoryField): string {
  if (env.HARNFUDGE_REPOSITORY_URL?.trim()) return normalize(env.HARNFUDGE_REPOSITORY_URL, "HARNFUDGE_REPOSITORY_URL");
  if (env.GITHUB_REPOSITORY?.trim()) {
    const server = (env.GITHUB_SERVER_URL?.trim() || "https://github.com").replace(/\/+$/, "");
    return normalize(`${server}/${env.GITHUB_REPOSITORY.trim()}`, "GITHUB_REPOSITORY");
  }
  const field = typeof repository === "object" && typeof repository.url === "string" ? repository.url : repository;
  if (typeof field === "string" && field.trim()) return normalize(field, 'package.json\'s "repository"');
  throw new Error(MISSING_REPOSITORY);
}

/**
 * The release's tag: the tag that started a GitHub Actions run, else `v<version>`. A tag that is
 * not `v<version>` is an error: the manifest would announce one version and download another.
 */
export function releaseTag(env: GitHubEnv, version: string): string {
  const expected = `v${version}`;
  const tag = env.GITHUB_REF_TYPE === "tag" && env.GITHUB_REF_NAME?.trim() ? env.GITHUB_REF_NAME.trim() : expected;
  if (tag !== expected) throw new Error(`the tag ${tag} is not package.json's version ${version} (expected ${expected})`);
  return tag;
}

/** url, manifest and download of the release of `version` under `tag` in the repository. */
export function githubReleaseUrls(repository: string, tag: string, version: string) {
  return {
    url: repository,
    manifest: `${repository}/releases/latest/download/system.json`,
    download: `${repository}/releases/download/${tag}/${releaseZipName(version)}`,
  };
}

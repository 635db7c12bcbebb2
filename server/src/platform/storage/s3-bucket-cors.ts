import {
  GetBucketCorsCommand,
  PutBucketCorsCommand,
  type CORSRule,
  type S3Client,
} from '@aws-sdk/client-s3';

/** Our rule among the bucket's: found and replaced by this id, other rules are left alone. */
export const UPLOAD_CORS_RULE_ID = 'qiao-browser-uploads';

/**
 * The CORS rule browsers need to send parts straight to the bucket: PUT from Qiao's own pages
 * (GET and HEAD too, for signed downloads read by scripts), with the ETag header readable, since
 * completing an upload names every part by it. Without known origins any origin may: the signed
 * URL, not the origin, is what allows a request.
 */
export function uploadCorsRule(origins: readonly string[]): CORSRule {
  return {
    ID: UPLOAD_CORS_RULE_ID,
    AllowedOrigins: origins.length > 0 ? [...origins] : ['*'],
    AllowedMethods: ['GET', 'HEAD', 'PUT'],
    AllowedHeaders: ['*'],
    ExposeHeaders: ['ETag'],
    MaxAgeSeconds: 3600,
  };
}

/**
 * Puts our rule first in the bucket's CORS configuration unless it is already there as wanted, so
 * instances starting together write at most once each and rules set by others stay.
 */
export async function ensureUploadCors(
  client: S3Client,
  bucket: string,
  origins: readonly string[],
): Promise<void> {
  const wanted = uploadCorsRule(origins);
  try {
    const rules = await currentRules(client, bucket);
    const ours = rules.find((rule) => rule.ID === UPLOAD_CORS_RULE_ID);
    if (ours && sameRule(ours, wanted)) return;
    const others = rules.filter((rule) => rule.ID !== UPLOAD_CORS_RULE_ID);
    await client.send(
      new PutBucketCorsCommand({
        Bucket: bucket,
        // S3 applies the first rule that matches a request: ours must expose the ETag.
        CORSConfiguration: { CORSRules: [wanted, ...others] },
      }),
    );
  } catch (error) {
    throw new Error(
      `Could not check or set the CORS rule browsers need to upload into the bucket ${bucket}: ` +
        `give this key s3:GetBucketCORS and s3:PutBucketCORS, or set the rule ` +
        `${JSON.stringify(wanted)} yourself and give the key s3:GetBucketCORS`,
      { cause: error },
    );
  }
}

async function currentRules(client: S3Client, bucket: string): Promise<CORSRule[]> {
  try {
    const response = await client.send(new GetBucketCorsCommand({ Bucket: bucket }));
    return response.CORSRules ?? [];
  } catch (error) {
    if ((error as Error).name === 'NoSuchCORSConfiguration') return [];
    throw error;
  }
}

function sameRule(a: CORSRule, b: CORSRule): boolean {
  const same = (x: string[] | undefined, y: string[] | undefined) =>
    JSON.stringify([...(x ?? [])].sort()) === JSON.stringify([...(y ?? [])].sort());
  return (
    same(a.AllowedOrigins, b.AllowedOrigins) &&
    same(a.AllowedMethods, b.AllowedMethods) &&
    same(a.AllowedHeaders, b.AllowedHeaders) &&
    same(a.ExposeHeaders, b.ExposeHeaders) &&
    a.MaxAgeSeconds === b.MaxAgeSeconds
  );
}

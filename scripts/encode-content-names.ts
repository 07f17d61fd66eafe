/**
 * Renames content files whose names hold special characters to their percent-encoded form
 * (operator+=.mdx -> operator%2B%3D.mdx). The route does not change. tsx scripts/encode-content-names.ts
 */
import fs from "fs"
import path from "path"
import { CONTENT_DIR, listContentFiles } from "../src/build/contentFiles"
import { encodedContentPath } from "../src/lib/routes"

let renamed = 0
for (const file of listContentFiles()) {
  const encoded = encodedContentPath(file)
  if (encoded === file) continue
  fs.renameSync(path.join(CONTENT_DIR, file), path.join(CONTENT_DIR, encoded))
  console.log(`content/${file} -> content/${encoded}`)
  renamed += 1
}
console.log(`Đã đổi tên ${renamed} tệp.`)

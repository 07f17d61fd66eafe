import fs from "fs"
import path from "path"

export interface RequiredRoute {
  path: string
  title: string | null
  section: string
}

/** Every page the site must serve (copied from the product's routes list into data/routes.json). */
export function readRequiredRoutes(file = path.resolve("data/routes.json")): RequiredRoute[] {
  const parsed = JSON.parse(fs.readFileSync(file, "utf8")) as { routes: RequiredRoute[] }
  return parsed.routes
}

/** The navbar's section links (left side). Each points at a section index that the build must produce. */
export interface NavbarLink {
  label: string
  to: string
}

export const navbarLinks: NavbarLink[] = [
  { label: "Container", to: "/containers/" },
  { label: "Thuật toán", to: "/algorithms/" },
  { label: "Chuỗi", to: "/strings/" },
  { label: "Kỹ thuật", to: "/protech/" },
]

// BindKit

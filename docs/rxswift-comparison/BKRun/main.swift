import BindKit
for program in programs {
    print("== \(program.name)")
    for step in program.steps {
        step()
        MainScheduler.settle()
    }
}
